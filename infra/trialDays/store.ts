import { sql } from '@payloadcms/db-postgres'
import type { Slot } from '#domain/trialDayRequests'
import type { ReminderKey, TrialDayParty, TrialDayStatus } from '#domain/trialDays'
import type { Drizzle } from '#infra/database/drizzle'

/**
 * The test days and their slots (decision 0069): tables of their own, not a Payload collection,
 * written only here. Every write runs in the request's transaction (the route's `inTransaction`),
 * with the e-mails and pushes it causes, so a refused step tells nobody.
 */

/** Advisory lock namespace for "this shop's calendar is being changed" ("tria" in ASCII). */
const SHOP_SCHEDULE_LOCK = 0x74726961

export type TrialDayRow = {
  id: number
  applicationId: number
  shopUserId: number
  barberUserId: number
  status: TrialDayStatus
  proposedBy: TrialDayParty
  paid: boolean
  amount: number | null
  currency: string
  timeZone: string
  place: string | null
  notes: string | null
  originalNotes: string | null
  pickedSlotId: number | null
  sequence: number
  reason: string | null
  originalReason: string | null
  reasonBy: TrialDayParty | null
  cancelledAt: Date | null
  attended: boolean | null
  approved: boolean | null
  feedback: string | null
  originalFeedback: string | null
  outcomeAt: Date | null
  barberConfirmedAttendance: boolean | null
  barberConfirmedAt: Date | null
  createdAt: Date
  slots: StoredSlot[]
}
export type StoredSlot = Slot & { id: number }

const COLUMNS = sql`t.id, t.application_id AS "applicationId", t.shop_user_id AS "shopUserId", t.barber_user_id AS "barberUserId",
  t.status, t.proposed_by AS "proposedBy", t.paid, t.amount, t.currency, t.time_zone AS "timeZone", t.place, t.notes,
  t.original_notes AS "originalNotes", t.picked_slot_id AS "pickedSlotId", t.sequence, t.reason, t.original_reason AS "originalReason",
  t.reason_by AS "reasonBy", t.cancelled_at AS "cancelledAt", t.attended, t.approved, t.feedback, t.original_feedback AS "originalFeedback",
  t.outcome_at AS "outcomeAt", t.barber_confirmed_attendance AS "barberConfirmedAttendance", t.barber_confirmed_at AS "barberConfirmedAt",
  t.created_at AS "createdAt",
  COALESCE((SELECT json_agg(json_build_object('id', s.id, 'startsAt', s.starts_at, 'durationMinutes', s.duration_minutes) ORDER BY s.starts_at)
              FROM trial_day_slots s WHERE s.trial_day_id = t.id), '[]') AS slots`

const toRow = (row: Record<string, unknown>): TrialDayRow => {
  const date = (value: unknown) => (value ? new Date(value as string) : null)
  return {
    ...(row as TrialDayRow),
    id: Number(row.id),
    applicationId: Number(row.applicationId),
    shopUserId: Number(row.shopUserId),
    barberUserId: Number(row.barberUserId),
    pickedSlotId: row.pickedSlotId === null ? null : Number(row.pickedSlotId),
    cancelledAt: date(row.cancelledAt),
    outcomeAt: date(row.outcomeAt),
    barberConfirmedAt: date(row.barberConfirmedAt),
    createdAt: new Date(row.createdAt as string),
    slots: (row.slots as { id: number; startsAt: string; durationMinutes: number }[]).map((slot) => ({
      id: Number(slot.id),
      startsAt: new Date(slot.startsAt),
      durationMinutes: Number(slot.durationMinutes),
    })),
  }
}

/** Holds the shop's calendar until the transaction ends: two proposals or picks at once are checked for overlaps one after the other. */
export async function lockShopSchedule(db: Drizzle, shopUserId: number): Promise<void> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${SHOP_SCHEDULE_LOCK}, ${shopUserId})`)
}

/** The application's test day still in play (proposed or scheduled), if any. */
export async function openTrialDayOf(db: Drizzle, applicationId: number): Promise<number | undefined> {
  const { rows } = await db.execute(sql`SELECT id FROM trial_days WHERE application_id = ${applicationId} AND status IN ('proposed', 'scheduled') LIMIT 1`)
  return rows[0] ? Number(rows[0].id) : undefined
}

/** A person's test days still in play, as either party, oldest first. */
export async function openTrialDaysOfUser(db: Drizzle, userId: number): Promise<number[]> {
  const { rows } = await db.execute(sql`
    SELECT id FROM trial_days WHERE (shop_user_id = ${userId} OR barber_user_id = ${userId}) AND status IN ('proposed', 'scheduled') ORDER BY id`)
  return rows.map((row) => Number(row.id))
}

/**
 * The index of the first of `slots` that overlaps a test the shop has scheduled (its picked slot),
 * `except` the test day being changed; -1 when none does.
 */
export async function firstBusySlot(db: Drizzle, shopUserId: number, slots: Slot[], except: number | null): Promise<number> {
  const { rows } = await db.execute(sql`
    SELECT s.starts_at AS "startsAt", s.duration_minutes AS "durationMinutes"
      FROM trial_days t JOIN trial_day_slots s ON s.id = t.picked_slot_id
     WHERE t.shop_user_id = ${shopUserId} AND t.status = 'scheduled' AND t.id <> ${except ?? 0}`)
  const busy = rows.map((row) => ({
    start: new Date(row.startsAt as string).getTime(),
    end: new Date(row.startsAt as string).getTime() + Number(row.durationMinutes) * 60_000,
  }))
  return slots.findIndex((slot) => {
    const start = slot.startsAt.getTime()
    const end = start + slot.durationMinutes * 60_000
    return busy.some((taken) => start < taken.end && taken.start < end)
  })
}

/** What a proposal stores: its parties, terms and notes (as sent and masked), and the contact policy that masked them. */
export type NewTrialDay = Pick<
  TrialDayRow,
  'applicationId' | 'shopUserId' | 'barberUserId' | 'paid' | 'amount' | 'currency' | 'timeZone' | 'place' | 'notes' | 'originalNotes'
> & { contactPolicyVersion: number }

export async function insertTrialDay(db: Drizzle, day: NewTrialDay, slots: Slot[]): Promise<number> {
  const { rows } = await db.execute(sql`
    INSERT INTO trial_days (application_id, shop_user_id, barber_user_id, paid, amount, currency, time_zone, place, notes, original_notes, contact_policy_version)
    VALUES (${day.applicationId}, ${day.shopUserId}, ${day.barberUserId}, ${day.paid}, ${day.amount}, ${day.currency}, ${day.timeZone}, ${day.place},
            ${day.notes}, ${day.originalNotes}, ${day.contactPolicyVersion})
    RETURNING id`)
  const id = Number(rows[0]!.id)
  await insertSlots(db, id, slots)
  return id
}

async function insertSlots(db: Drizzle, trialDayId: number, slots: Slot[]): Promise<void> {
  for (const slot of slots) {
    await db.execute(
      sql`INSERT INTO trial_day_slots (trial_day_id, starts_at, duration_minutes) VALUES (${trialDayId}, ${slot.startsAt.toISOString()}, ${slot.durationMinutes})`,
    )
  }
}

export async function readTrialDay(db: Drizzle, id: number): Promise<TrialDayRow | undefined> {
  const { rows } = await db.execute(sql`SELECT ${COLUMNS} FROM trial_days t WHERE t.id = ${id}`)
  return rows[0] ? toRow(rows[0]) : undefined
}

/** The test day, its row locked until the transaction ends: one step at a time, whoever takes it. */
export async function lockTrialDay(db: Drizzle, id: number): Promise<TrialDayRow | undefined> {
  const { rows } = await db.execute(sql`SELECT id FROM trial_days WHERE id = ${id} FOR UPDATE`)
  return rows[0] ? readTrialDay(db, id) : undefined
}

export async function trialDaysOfApplication(db: Drizzle, applicationId: number): Promise<TrialDayRow[]> {
  const { rows } = await db.execute(sql`SELECT ${COLUMNS} FROM trial_days t WHERE t.application_id = ${applicationId} ORDER BY t.created_at DESC, t.id DESC`)
  return rows.map(toRow)
}

/**
 * A slot picked: the test is on, its calendar event at a new sequence. A reminder whose time has
 * already come (a test picked 10 hours ahead has no 24-hour reminder) is marked done: the pick's
 * own e-mail, with the invitation, says the same a moment earlier.
 */
export async function scheduleSlot(db: Drizzle, id: number, slotId: number, now: Date): Promise<void> {
  const at = now.toISOString()
  await db.execute(sql`
    UPDATE trial_days t SET status = 'scheduled', picked_slot_id = ${slotId}, sequence = sequence + 1, updated_at = now(),
           reminder_24h_sent_at = CASE WHEN s.starts_at <= ${at}::timestamptz + interval '24 hours' THEN ${at}::timestamptz END,
           reminder_2h_sent_at = CASE WHEN s.starts_at <= ${at}::timestamptz + interval '2 hours' THEN ${at}::timestamptz END
      FROM trial_day_slots s
     WHERE t.id = ${id} AND s.id = ${slotId}`)
}

/** New slots replace the offered ones, from `by`, who now waits for the other's answer; a scheduled test is off until then. */
export async function proposeAgain(db: Drizzle, id: number, by: TrialDayParty, slots: Slot[], wasScheduled: boolean): Promise<void> {
  await db.execute(sql`
    UPDATE trial_days SET status = 'proposed', proposed_by = ${by}, picked_slot_id = NULL,
           sequence = sequence + ${wasScheduled ? 1 : 0}, reminder_24h_sent_at = NULL, reminder_2h_sent_at = NULL, updated_at = now()
     WHERE id = ${id}`)
  await db.execute(sql`DELETE FROM trial_day_slots WHERE trial_day_id = ${id}`)
  await insertSlots(db, id, slots)
}

/** Declined or cancelled, with the party's reason (stored masked beside the original). */
export async function closeTrialDay(
  db: Drizzle,
  id: number,
  change: {
    status: 'declined' | 'cancelled'
    by: TrialDayParty
    reason: string | null
    originalReason: string | null
    wasScheduled: boolean
    contactPolicyVersion: number
  },
): Promise<void> {
  await db.execute(sql`
    UPDATE trial_days SET status = ${change.status}, reason = ${change.reason}, original_reason = ${change.originalReason}, reason_by = ${change.by},
           cancelled_at = ${change.status === 'cancelled' ? sql`now()` : null}, sequence = sequence + ${change.wasScheduled ? 1 : 0},
           contact_policy_version = ${change.contactPolicyVersion}, updated_at = now()
     WHERE id = ${id}`)
}

export async function recordOutcome(
  db: Drizzle,
  id: number,
  outcome: { attended: boolean; approved: boolean | null; feedback: string | null; originalFeedback: string | null; contactPolicyVersion: number },
): Promise<void> {
  await db.execute(sql`
    UPDATE trial_days SET status = 'completed', attended = ${outcome.attended}, approved = ${outcome.approved}, feedback = ${outcome.feedback},
           original_feedback = ${outcome.originalFeedback}, outcome_at = now(), contact_policy_version = ${outcome.contactPolicyVersion}, updated_at = now()
     WHERE id = ${id}`)
}

export async function confirmAttendance(db: Drizzle, id: number, attended: boolean): Promise<void> {
  await db.execute(sql`UPDATE trial_days SET barber_confirmed_attendance = ${attended}, barber_confirmed_at = now(), updated_at = now() WHERE id = ${id}`)
}

const REMINDER_COLUMNS: Record<ReminderKey, ReturnType<typeof sql.raw>> = {
  '24h': sql.raw('reminder_24h_sent_at'),
  '2h': sql.raw('reminder_2h_sent_at'),
}

/**
 * The scheduled tests whose `key` reminder is due at `now` (the slot starts within `beforeMs`, and
 * later than `nearerMs`, the next reminder's window), marked sent in the caller's transaction, which
 * also queues their e-mails: the mark and the e-mails commit together, once, whichever instance
 * claims them first (rows another sweep holds are skipped, then found marked). A test scheduled
 * with less time left than the reminder's gets it at once, never after its start. The `farther`
 * reminders are marked done with it: after a downtime, a test 85 minutes away gets the 2-hour
 * reminder only, not "amanhã" as well.
 */
export async function claimReminders(
  db: Drizzle,
  key: ReminderKey,
  window: { beforeMs: number; nearerMs: number },
  farther: readonly ReminderKey[],
  now: Date,
  limit = 50,
): Promise<number[]> {
  const column = REMINDER_COLUMNS[key]
  const at = now.toISOString()
  const alsoDone = farther.map((other) => sql`, ${REMINDER_COLUMNS[other]} = COALESCE(t.${REMINDER_COLUMNS[other]}, ${at}::timestamptz)`)
  const { rows } = await db.execute(sql`
    UPDATE trial_days t SET ${column} = ${at}::timestamptz ${sql.join(alsoDone, sql``)}
      FROM (SELECT d.id FROM trial_days d JOIN trial_day_slots s ON s.id = d.picked_slot_id
             WHERE d.status = 'scheduled' AND d.${column} IS NULL
               AND s.starts_at > ${new Date(now.getTime() + window.nearerMs).toISOString()}
               AND s.starts_at <= ${new Date(now.getTime() + window.beforeMs).toISOString()}
             ORDER BY d.id LIMIT ${limit} FOR UPDATE OF d SKIP LOCKED) due
     WHERE t.id = due.id
    RETURNING t.id`)
  return rows.map((row) => Number(row.id))
}

export type UpcomingRow = TrialDayRow & { jobTitle: string | null; jobId: number | null; shopName: string | null; barberName: string | null }

/**
 * 'Próximos testes' of a panel: the person's test days still ahead, scheduled (the picked slot not yet
 * ended) or proposed (a slot still to come), soonest first.
 */
export async function upcomingTrialDaysOf(db: Drizzle, userId: number, now: Date, limit = 10): Promise<UpcomingRow[]> {
  const at = now.toISOString()
  const { rows } = await db.execute(sql`
    SELECT ${COLUMNS}, a.job_title AS "jobTitle", a.job_id AS "jobId", a.shop_name AS "shopName", b.name AS "barberName",
           (SELECT min(s.starts_at) FROM trial_day_slots s
             WHERE s.trial_day_id = t.id AND (t.picked_slot_id IS NULL OR s.id = t.picked_slot_id)) AS "nextStart"
      FROM trial_days t JOIN applications a ON a.id = t.application_id LEFT JOIN barbers b ON b.id = a.barber_id
     WHERE (t.shop_user_id = ${userId} OR t.barber_user_id = ${userId})
       AND ((t.status = 'scheduled' AND EXISTS (SELECT 1 FROM trial_day_slots s WHERE s.id = t.picked_slot_id
                                                  AND s.starts_at + s.duration_minutes * interval '1 minute' > ${at}::timestamptz))
         OR (t.status = 'proposed' AND EXISTS (SELECT 1 FROM trial_day_slots s WHERE s.trial_day_id = t.id AND s.starts_at > ${at}::timestamptz)))
     ORDER BY "nextStart", t.id
     LIMIT ${limit}`)
  return rows.map((row) => ({
    ...toRow(row),
    jobTitle: (row.jobTitle as string | null) ?? null,
    jobId: row.jobId === null ? null : Number(row.jobId),
    shopName: (row.shopName as string | null) ?? null,
    barberName: (row.barberName as string | null) ?? null,
  }))
}

/**
 * A barber's reliability signal (issue 41): of their test days whose outcome a shop recorded, how
 * many there were and how many the barber attended, across every shop.
 */
export async function attendanceOf(db: Drizzle, barberUserId: number): Promise<{ attended: number; held: number }> {
  const { rows } = await db.execute(sql`
    SELECT count(*)::int AS held, count(*) FILTER (WHERE attended)::int AS attended
      FROM trial_days WHERE barber_user_id = ${barberUserId} AND status = 'completed'`)
  return { attended: Number(rows[0]?.attended ?? 0), held: Number(rows[0]?.held ?? 0) }
}
