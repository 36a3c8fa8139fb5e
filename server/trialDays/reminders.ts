import type { Payload } from 'payload'
import { REMINDERS } from '#domain/trialDays'
import { requestTransaction } from '#utilities/requestTransaction'
import { inTransaction } from '../http/transaction'
import { scheduleSweep } from '../sweeps'
import { notifyParty, readParties } from '#infra/trialDays/notify'
import { claimReminders, readTrialDay } from '#infra/trialDays/store'

/**
 * The reminders of a scheduled test day, 24 hours and 2 hours before its start (decision 0069): a
 * sweep every 5 minutes, on one instance at a time (its advisory lock, server/sweeps.ts). Each
 * batch claims its tests (the mark) and queues their e-mails and pushes in one transaction, so a
 * reminder leaves once whatever the instances, the restarts and the sweeps at once.
 */
const SWEEP_EVERY_MS = 5 * 60 * 1000

/** One sweep as of `now` (tests move it instead of waiting); answers how many reminders were queued. */
export async function sendTrialDayReminders(payload: Payload, now = new Date()): Promise<number> {
  let sent = 0
  for (const [index, reminder] of REMINDERS.entries()) {
    // The nearest due reminder only: a test inside the next one's window waits for it, which marks this one done.
    const window = { beforeMs: reminder.beforeMs, nearerMs: REMINDERS[index + 1]?.beforeMs ?? 0 }
    const farther = REMINDERS.slice(0, index).map((each) => each.key)
    for (;;) {
      const claimed = await inTransaction(payload, null, async (req) => {
        const db = await requestTransaction(req, 'os lembretes do teste prático')
        const ids = await claimReminders(db, reminder.key, window, farther, now)
        for (const id of ids) {
          const day = (await readTrialDay(db, id))!
          const parties = await readParties(req, day.applicationId)
          for (const party of ['shop', 'barber'] as const) await notifyParty(req, day, parties, party, reminder.key === '24h' ? 'reminder24h' : 'reminder2h')
        }
        return ids.length
      })
      sent += claimed
      if (!claimed) break
    }
  }
  return sent
}

/** At start and every 5 minutes; the returned stop waits for a sweep in progress. */
export const scheduleTrialDayReminders = (payload: Payload) =>
  scheduleSweep(payload, 'trial-day-reminders', SWEEP_EVERY_MS, () => sendTrialDayReminders(payload), 'teste prático: falha ao enviar os lembretes')
