import type { PayloadRequest } from 'payload'
import { trialDayEmail, type TrialDayEvent } from '#domain/emails'
import type { Currency } from '#domain/money'
import { formatMoney } from '#domain/money'
import { trialDayMessages } from '#domain/messages/trialDays'
import { slotLabel, type TrialDayParty } from '#domain/trialDays'
import { queueEmail } from '#infra/email/sendEmailTask'
import { notifyUser } from '#infra/push/sendPushTask'
import { trialInviteIcs } from './calendar'
import { relationId } from '#domain/relations'
import type { StoredSlot, TrialDayRow } from './store'

/** Both parties of a test day as each knows the other, read once per step. */
export type TrialParties = {
  jobTitle: string
  jobId: number | null
  shop: { userId: number; name: string; email: string | null }
  barber: { userId: number; name: string; email: string | null }
}

/** Where each party answers: the job's applicants for the shop, the applications for the barber. */
const pathOf = (parties: TrialParties, party: TrialDayParty) =>
  party === 'shop' && parties.jobId ? `/vaga/${parties.jobId}/candidatos` : party === 'shop' ? '/candidatos' : '/vagas-aplicadas'

export async function readParties(req: PayloadRequest, applicationId: number): Promise<TrialParties> {
  const application = await req.payload.findByID({ collection: 'applications', id: applicationId, depth: 0, overrideAccess: true, req })
  const barber = await req.payload.findByID({
    collection: 'barbers',
    id: relationId(application.barber)!,
    depth: 0,
    overrideAccess: true,
    req,
    select: { name: true },
  })
  const user = async (id: number) => {
    const found = await req.payload.findByID({
      collection: 'users',
      id,
      depth: 0,
      overrideAccess: true,
      req,
      disableErrors: true,
      select: { email: true, removedAt: true },
    })
    return found && !found.removedAt ? found.email : null
  }
  const shopUserId = Number(relationId(application.shopUser))
  const barberUserId = Number(relationId(application.barberUser))
  return {
    jobTitle: application.jobTitle ?? '',
    jobId: relationId(application.job) === undefined ? null : Number(relationId(application.job)),
    shop: { userId: shopUserId, name: application.shopName ?? 'A barbearia', email: await user(shopUserId) },
    barber: { userId: barberUserId, name: barber.name, email: await user(barberUserId) },
  }
}

const localeOf = (day: TrialDayRow) => (day.currency === 'EUR' ? 'pt-PT' : 'pt-BR')
const labelOf = (day: TrialDayRow, slot: StoredSlot) => slotLabel(slot.startsAt, day.timeZone, localeOf(day))
export const pickedSlot = (day: TrialDayRow) => day.slots.find((slot) => slot.id === day.pickedSlotId)

const payLine = (day: TrialDayRow) =>
  day.paid && day.amount !== null ? `Teste pago: ${formatMoney(day.amount, day.currency as Currency)}.` : 'Teste não pago.'

/** The calendar file of the test's picked slot for one party: the event, or its cancellation. */
export function inviteFor(req: PayloadRequest, day: TrialDayRow, parties: TrialParties, party: TrialDayParty, cancelled: boolean): string | null {
  const slot = pickedSlot(day)
  const person = parties[party]
  if (!slot || !person.email) return null
  const other = party === 'shop' ? parties.barber.name : parties.shop.name
  return trialInviteIcs({
    trialDayId: day.id,
    sequence: day.sequence,
    startsAt: slot.startsAt,
    durationMinutes: slot.durationMinutes,
    timeZone: day.timeZone,
    title: `${trialDayMessages.title}: ${parties.jobTitle} (${other})`,
    description: [`${trialDayMessages.title} com ${other}.`, payLine(day), ...(day.notes ? [`Observações: ${day.notes}`] : [])].join('\n'),
    location: day.place,
    organizerEmail: req.payload.email.defaultFromAddress,
    attendee: { name: person.name, email: person.email },
    cancelled,
    domain: new URL(req.payload.config.serverURL || 'http://localhost').hostname,
  })
}

/**
 * Tells `to` of a step by e-mail and by a push on the browsers they opted in for 'Teste prático',
 * queued in the step's transaction. `calendar`: the e-mail carries the calendar file of the picked
 * slot of `calendarDay` (the day itself unless the slot was just dropped), or its cancellation.
 */
export async function notifyParty(
  req: PayloadRequest,
  day: TrialDayRow,
  parties: TrialParties,
  to: TrialDayParty,
  event: TrialDayEvent,
  options: { calendar?: 'REQUEST' | 'CANCEL'; calendarDay?: TrialDayRow; byRecipient?: boolean } = {},
): Promise<void> {
  const calendar = options.calendar ?? null
  const person = parties[to]
  const other = to === 'shop' ? parties.barber.name : parties.shop.name
  const picked = pickedSlot(day)
  const slots = event === 'proposed' ? day.slots.map((slot) => labelOf(day, slot)) : picked ? [labelOf(day, picked)] : []
  const invite = calendar ? inviteFor(req, options.calendarDay ?? day, parties, to, calendar === 'CANCEL') : null
  const path = pathOf(parties, to)
  const email = trialDayEmail({
    event,
    recipientName: person.name,
    recipientIsShop: to === 'shop',
    otherName: other,
    jobTitle: parties.jobTitle,
    slots,
    pay: payLine(day),
    place: day.place,
    notes: day.notes,
    reason: event === 'declined' || event === 'cancelled' ? day.reason : null,
    outcome: event === 'outcome' ? { attended: day.attended === true, approved: day.approved, feedback: day.feedback } : undefined,
    attended: day.barberConfirmedAttendance === true,
    byRecipient: options.byRecipient,
    invite: invite ? calendar : null,
    baseUrl: req.payload.config.serverURL,
    path,
  })
  if (person.email) await queueEmail(req, person.email, { ...email, ...(invite && calendar ? { calendar: { method: calendar, content: invite } } : {}) })
  await notifyUser(req, person.userId, 'trialDay', { trialDayId: day.id, title: trialDayMessages.title, body: email.subject, url: path })
}
