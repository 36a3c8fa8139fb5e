import { PERK_MIN_MONTHS, type Perk } from '#domain/perks'

/**
 * The plan perks of domain/perks.ts in SQL, for the lean read path: one query computes them for a
 * whole page (no query per card). A user `u` has paid access as in `hasPaidAccess`: an active
 * subscription before its end, or a failing one (past_due) before its grace period ends.
 */
const paidAccessSql = (u: string) =>
  `((${u}.subscription_status = 'active' AND (${u}.subscription_end IS NULL OR ${u}.subscription_end > now()))
    OR (${u}.subscription_status = 'past_due' AND ${u}.subscription_grace_ends_at > now()))`

/** The length in months of the plan that user `userId` (an SQL expression) pays for now; 0 in trial, locked or unpaid. */
const paidPlanMonthsSql = (userId: string) =>
  `COALESCE((SELECT pp.months FROM users pu JOIN plans pp ON pp.id = pu.subscription_plan_id WHERE pu.id = ${userId} AND ${paidAccessSql('pu')}), 0)`

/** Joins each row to the length of its owner's paid plan, as `alias.months`, computed once per row. */
export const planMonthsJoin = (userId: string, alias: string) => `CROSS JOIN LATERAL (SELECT ${paidPlanMonthsSql(userId)} AS months) ${alias}`

/** Whether the plan length `months` (an SQL expression, e.g. from planMonthsJoin) gives `perk`. */
export const perkSql = (perk: Perk, months: string) => `(${months} >= ${PERK_MIN_MONTHS[perk]})`

/** The ids of the users whose plan gives `perk` now: few (paying subscribers of the longer plans), found through the plan index. */
export const usersWithPerkSql = (perk: Perk) =>
  `SELECT pu.id FROM plans pp JOIN users pu ON pu.subscription_plan_id = pp.id WHERE pp.months >= ${PERK_MIN_MONTHS[perk]} AND ${paidAccessSql('pu')}`
