import type { PayloadRequest } from 'payload'
import { trialDayMessages as messages } from '#domain/messages/trialDays'
import { CONTACT_POLICY_VERSION } from '#domain/contactPolicy'
import { REMOVED_ACCOUNT_NAME } from '#domain/privacy'
import type { TrialDayParty } from '#domain/trialDays'
import { publicText } from '#infra/contactMasking'
import type { Drizzle } from '#infra/database/drizzle'
import { notifyParty, readParties } from './notify'
import * as store from './store'
import type { TrialDayRow } from './store'

/**
 * Cancels `day` (proposed or scheduled, its row locked by the caller) on behalf of `by`, with the
 * reason stored masked beside the original, and tells the other party in the same transaction. A
 * scheduled test leaves both calendars: the other party's e-mail and the canceller's own carry the
 * same UID with METHOD:CANCEL. `leaving`: the canceller is an account being erased; it is told
 * nothing, and what the other party gets names it 'Conta removida' and carries neither its address
 * nor its notes, so no queued e-mail or push holds its data after the erasure (decision 0042).
 */
export async function cancelTrialDay(
  req: PayloadRequest,
  db: Drizzle,
  day: TrialDayRow,
  by: TrialDayParty,
  reason: string | null,
  options: { leaving?: boolean } = {},
): Promise<TrialDayRow> {
  const wasScheduled = day.status === 'scheduled'
  await store.closeTrialDay(db, day.id, {
    status: 'cancelled',
    by,
    reason: reason === null ? null : publicText(reason),
    originalReason: reason,
    wasScheduled,
    contactPolicyVersion: CONTACT_POLICY_VERSION,
  })
  const stored = (await store.readTrialDay(db, day.id))!
  const read = await readParties(req, day.applicationId)
  const parties = options.leaving ? { ...read, [by]: { ...read[by], name: REMOVED_ACCOUNT_NAME, email: null } } : read
  const changed = options.leaving ? { ...stored, place: null, notes: null } : stored
  const other: TrialDayParty = by === 'shop' ? 'barber' : 'shop'
  if (!wasScheduled) {
    await notifyParty(req, changed, parties, other, 'cancelled')
    return stored
  }
  const dropped = { ...changed, pickedSlotId: day.pickedSlotId, slots: day.slots }
  if (!options.leaving) await notifyParty(req, dropped, parties, by, 'cancelled', { calendar: 'CANCEL', byRecipient: true })
  await notifyParty(req, dropped, parties, other, 'cancelled', { calendar: 'CANCEL', calendarDay: dropped })
  return stored
}

/**
 * An application no longer accepted (withdrawn by its barber, rejected by its shop) takes its open
 * test day with it (decision 0069), unless the test's picked slot has started: then it stays
 * scheduled, for the shop to record whether the barber came.
 */
export async function cancelTrialDayOfClosedApplication(
  req: PayloadRequest,
  db: Drizzle,
  applicationId: number,
  by: TrialDayParty,
  reason: string,
): Promise<void> {
  const id = await store.openTrialDayOf(db, applicationId)
  const day = id === undefined ? undefined : await store.lockTrialDay(db, id)
  if (!day || (day.status !== 'proposed' && day.status !== 'scheduled')) return
  const picked = day.slots.find((slot) => slot.id === day.pickedSlotId)
  if (day.status === 'scheduled' && picked && picked.startsAt.getTime() <= Date.now()) return
  await cancelTrialDay(req, db, day, by, reason)
}

/**
 * An account being erased cancels its open test days before they go with it (decision 0069): the
 * other party gets the cancellation (METHOD:CANCEL for a scheduled one) and the push, as after a
 * cancel, and the leaving person nothing. A scheduled test whose slot has started is not cancelled:
 * it goes with the account like a held one.
 */
export async function cancelTrialDaysOfLeavingAccount(req: PayloadRequest, db: Drizzle, userId: number): Promise<void> {
  for (const id of await store.openTrialDaysOfUser(db, userId)) {
    const day = await store.lockTrialDay(db, id)
    if (!day || (day.status !== 'proposed' && day.status !== 'scheduled')) continue
    const picked = day.slots.find((slot) => slot.id === day.pickedSlotId)
    if (day.status === 'scheduled' && picked && picked.startsAt.getTime() <= Date.now()) continue
    await cancelTrialDay(req, db, day, day.shopUserId === userId ? 'shop' : 'barber', messages.accountRemoved, { leaving: true })
  }
}
