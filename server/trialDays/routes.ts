import { Router, type RequestHandler } from 'express'
import type { Pool } from 'pg'
import type { Payload, PayloadRequest } from 'payload'
import type { User } from '#payload-types'
import { isLocked } from '#domain/account'
import { CONTACT_POLICY_VERSION } from '#domain/contactPolicy'
import { DomainError, lockedAccountError, type FieldError } from '#domain/errors'
import { currencyFor } from '#domain/money'
import { trialDayMessages as messages } from '#domain/messages/trialDays'
import { answeringParty, shopTimeZone, type TrialDayParty, type TrialDayView, type UpcomingTrialDay } from '#domain/trialDays'
import { readPay, readSlots, trialDayActionSchema, trialNotesSchema, trialOutcomeSchema, type Slot } from '#domain/trialDayRequests'
import type { Country } from '#domain/locations'
import { publicText } from '#infra/contactMasking'
import { relationId } from '#utilities/requestUser'
import { requestTransaction, type Drizzle } from '#utilities/requestTransaction'
import { requireUser } from '../http/auth'
import { documentId } from '../http/documentId'
import { inTransaction } from '../http/transaction'
import type { AppContext } from '../context'
import { cancelTrialDay } from '#infra/trialDays/cancel'
import { countProposal } from './proposalLimits'
import { inviteFor, notifyParty, pickedSlot, readParties } from '#infra/trialDays/notify'
import * as store from '#infra/trialDays/store'
import type { TrialDayRow } from '#infra/trialDays/store'

/**
 * The practical test day (issue 41, decision 0069), under /api:
 * - POST /applications/:id/trial-days: the shop of an accepted application proposes one to three slots;
 * - GET /applications/:id/trial-days: both parties read the application's test days, newest first;
 * - PATCH /trial-days/:id: pick, decline, propose (other slots) or cancel;
 * - POST /trial-days/:id/outcome: the shop records the outcome, the barber confirms the attendance;
 * - GET /trial-days/:id/invite.ics: the calendar file of the scheduled (or cancelled) test;
 * - GET /me/trial-days: the panels' 'Próximos testes', the caller's test days still ahead;
 * - GET /applications/:id/trial-attendance: the applicant's 'Compareceu a 4 de 4 testes', for whoever may read the application.
 * Somebody else's application or test day is 404, as if it did not exist (the applications' own
 * read rule decides who sees one); a locked account may read, decline and cancel, not schedule
 * (403 with the way to /planos, as for a hire). Each step runs in one transaction with the e-mails
 * and pushes it causes.
 */
export function trialDayRoutes({ payload, pool, json }: AppContext): Router {
  return Router()
    .post('/applications/:id/trial-days', json, proposeTrialDay(payload, pool))
    .get('/applications/:id/trial-days', listTrialDays(payload))
    .patch('/trial-days/:id', json, changeTrialDay(payload, pool))
    .post('/trial-days/:id/outcome', json, recordTrialOutcome(payload))
    .get('/trial-days/:id/invite.ics', trialDayInvite(payload))
    .get('/me/trial-days', upcomingTrialDays(payload))
    .get('/applications/:id/trial-attendance', applicantAttendance(payload))
}

const transaction = (req: PayloadRequest) => requestTransaction(req, 'o teste prático')

/** The application as `user` may read it (the collection's own rule), else 404. */
async function readableApplication(payload: Payload, user: User, req: PayloadRequest, segment: unknown) {
  const id = documentId(segment)
  const application =
    id === undefined ? null : await payload.findByID({ collection: 'applications', id, depth: 0, overrideAccess: false, user, disableErrors: true, req })
  if (!application) throw new DomainError('notFound', messages.applicationNotFound)
  return application
}

/** The test day and the caller's side of it, its row locked; another person's is 404. */
async function partyTrialDay(db: Drizzle, user: User, segment: unknown): Promise<{ day: TrialDayRow; party: TrialDayParty }> {
  const id = documentId(segment)
  const day = id === undefined ? undefined : await store.lockTrialDay(db, id)
  const party = day?.shopUserId === user.id ? 'shop' : day?.barberUserId === user.id ? 'barber' : null
  if (!day || !party) throw new DomainError('notFound', messages.notFound)
  return { day, party }
}

const refuseLocked = (user: User) => {
  if (isLocked(user)) throw lockedAccountError(messages.trialExpiredSchedule)
}

/**
 * New slots and picks need the application still accepted (decision 0069): after a hire the
 * scheduled test may only be recorded, and a withdrawn or rejected application has cancelled its
 * test day already (this holds if one slipped through).
 */
async function refuseUnlessAccepted(request: PayloadRequest, applicationId: number): Promise<void> {
  const application = await request.payload.findByID({
    collection: 'applications',
    id: applicationId,
    depth: 0,
    overrideAccess: true,
    req: request,
    disableErrors: true,
    select: { status: true },
  })
  if (application?.status === 'accepted') return
  throw new DomainError('conflict', application?.status === 'hired' ? messages.applicationHired : messages.applicationNotAccepted, { field: 'status' })
}

/**
 * New slots, checked alone (readSlots) and, when the shop proposes them, against its scheduled tests
 * under its lock. A barber's slots are checked when the shop picks one: refusing them here would tell
 * the barber when the shop has other tests (decision 0069).
 */
async function checkedSlots(db: Drizzle, by: TrialDayParty, shopUserId: number, value: unknown, except: number | null): Promise<Slot[]> {
  const read = readSlots(value, new Date())
  if ('errors' in read) throw DomainError.fields('invalid', read.errors)
  if (by === 'barber') return read.slots
  await store.lockShopSchedule(db, shopUserId)
  const busy = await store.firstBusySlot(db, shopUserId, read.slots, except)
  if (busy >= 0) throw DomainError.fields('invalid', [{ field: `slots.${busy}.start`, message: messages.shopBusy(busy) }])
  return read.slots
}

/** A text one party writes for the other: stored masked, with the original beside it (decision 0029). */
const masked = (text: string | null) => ({ shown: text === null ? null : publicText(text), original: text })

/** The test day as `party` reads it: their own texts as written, the other's masked. */
function trialDayView(day: TrialDayRow, party: TrialDayParty): TrialDayView {
  const own = (author: TrialDayParty | null, original: string | null, shown: string | null) => (author === party ? original : shown)
  return {
    id: day.id,
    applicationId: day.applicationId,
    status: day.status,
    statusLabel: messages.statusLabels[day.status],
    proposedBy: day.proposedBy,
    yourTurn: day.status === 'proposed' && answeringParty(day.proposedBy) === party,
    paid: day.paid,
    amount: day.amount,
    currency: day.currency,
    timeZone: day.timeZone,
    place: day.place,
    notes: own('shop', day.originalNotes, day.notes),
    slots: day.slots.map((slot) => ({ id: slot.id, start: slot.startsAt.toISOString(), durationMinutes: slot.durationMinutes })),
    pickedSlot: day.pickedSlotId,
    reason: own(day.reasonBy, day.originalReason, day.reason),
    reasonBy: day.reasonBy,
    cancelledAt: day.cancelledAt?.toISOString() ?? null,
    outcome: day.outcomeAt
      ? { attended: day.attended, approved: day.approved, feedback: own('shop', day.originalFeedback, day.feedback), recordedAt: day.outcomeAt.toISOString() }
      : null,
    barberConfirmedAttendance: day.barberConfirmedAttendance,
    createdAt: day.createdAt.toISOString(),
  }
}

function proposeTrialDay(payload: Payload, pool: Pool): RequestHandler {
  return async (req, res) => {
    const user = await requireUser(payload, req)
    const view = await inTransaction(payload, user, async (request) => {
      const application = await readableApplication(payload, user, request, req.params.id)
      if (relationId(application.shopUser) !== user.id) throw new DomainError('forbidden', messages.onlyShopProposes)
      refuseLocked(user)
      if (application.status !== 'accepted') throw new DomainError('conflict', messages.onlyAccepted, { field: 'status' })
      const body = (req.body ?? {}) as Record<string, unknown>
      const errors: FieldError[] = []
      const read = readSlots(body.slots, new Date())
      if ('errors' in read) errors.push(...read.errors)
      const pay = readPay(body.paid, body.amount)
      if ('errors' in pay) errors.push(...pay.errors)
      const notes = trialNotesSchema.safeParse(body.notes)
      if (!notes.success) errors.push({ field: 'notes', message: notes.error.issues[0]!.message })
      if (errors.length || 'errors' in read || 'errors' in pay || !notes.success) throw DomainError.fields('invalid', errors)

      const db = await transaction(request)
      const slots = await checkedSlots(db, 'shop', user.id, body.slots, null)
      if (await store.openTrialDayOf(db, application.id)) throw new DomainError('conflict', messages.alreadyOpen)
      await countProposal(pool, 'shop', user.id, application.id)
      const shopId = relationId(application.barbershop)
      const shop =
        shopId === undefined
          ? null
          : await payload.findByID({ collection: 'barbershops', id: shopId, depth: 0, overrideAccess: true, req: request, disableErrors: true })
      const country: Country = shop?.country === 'PT' ? 'PT' : 'BR'
      const text = masked(notes.data)
      const id = await store.insertTrialDay(
        db,
        {
          applicationId: application.id,
          shopUserId: user.id,
          barberUserId: Number(relationId(application.barberUser)),
          paid: pay.paid,
          amount: pay.amount,
          currency: currencyFor(country),
          timeZone: shopTimeZone(country, shop?.state, shop?.city),
          place: [shop?.address, shop?.city, shop?.state].filter(Boolean).join(', ') || null,
          notes: text.shown,
          originalNotes: text.original,
          contactPolicyVersion: CONTACT_POLICY_VERSION,
        },
        slots,
      )
      const day = (await store.readTrialDay(db, id))!
      await notifyParty(request, day, await readParties(request, day.applicationId), 'barber', 'proposed')
      return trialDayView(day, 'shop')
    })
    res.status(201).json(view)
  }
}

function listTrialDays(payload: Payload): RequestHandler {
  return async (req, res) => {
    const user = await requireUser(payload, req)
    const docs = await inTransaction(payload, user, async (request) => {
      const application = await readableApplication(payload, user, request, req.params.id)
      const party: TrialDayParty | null =
        relationId(application.shopUser) === user.id ? 'shop' : relationId(application.barberUser) === user.id ? 'barber' : null
      if (!party) throw new DomainError('notFound', messages.applicationNotFound)
      return (await store.trialDaysOfApplication(await transaction(request), application.id)).map((day) => trialDayView(day, party))
    })
    res.setHeader('cache-control', 'no-store')
    res.json({ docs })
  }
}

function changeTrialDay(payload: Payload, pool: Pool): RequestHandler {
  return async (req, res) => {
    const user = await requireUser(payload, req)
    const view = await inTransaction(payload, user, async (request) => {
      const db = await transaction(request)
      const { day, party } = await partyTrialDay(db, user, req.params.id)
      const parsed = trialDayActionSchema.safeParse(req.body ?? {})
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!
        throw DomainError.fields('invalid', [{ field: String(issue.path[0] ?? 'action'), message: issue.message }])
      }
      const action = parsed.data
      const other: TrialDayParty = party === 'shop' ? 'barber' : 'shop'
      const wasScheduled = day.status === 'scheduled'
      if (day.status !== 'proposed' && day.status !== 'scheduled') throw new DomainError('conflict', messages.closed)
      // Once the picked slot has started, what happened is the outcome's to say: moving or cancelling it would erase a no-show.
      const picked = pickedSlot(day)
      if (wasScheduled && picked && picked.startsAt.getTime() <= Date.now()) throw new DomainError('conflict', messages.alreadyStarted)

      switch (action.action) {
        case 'pick':
        case 'decline': {
          if (day.status !== 'proposed') throw new DomainError('conflict', messages.notOpen)
          if (answeringParty(day.proposedBy) !== party) throw new DomainError('conflict', messages.notYourTurn)
          if (action.action === 'pick') {
            refuseLocked(user)
            await refuseUnlessAccepted(request, day.applicationId)
            const slot = day.slots.find((each) => each.id === action.slot)
            if (!slot) throw DomainError.fields('invalid', [{ field: 'slot', message: messages.slotInvalid }])
            if (slot.startsAt.getTime() <= Date.now())
              throw DomainError.fields('invalid', [{ field: 'slot', message: messages.startPast(day.slots.indexOf(slot)) }])
            await store.lockShopSchedule(db, day.shopUserId)
            if ((await store.firstBusySlot(db, day.shopUserId, [slot], day.id)) >= 0) throw new DomainError('conflict', messages.slotTaken, { field: 'slot' })
            await store.scheduleSlot(db, day.id, slot.id, new Date())
          } else {
            const reason = masked(action.reason)
            await store.closeTrialDay(db, day.id, {
              status: 'declined',
              by: party,
              reason: reason.shown,
              originalReason: reason.original,
              wasScheduled,
              contactPolicyVersion: CONTACT_POLICY_VERSION,
            })
          }
          break
        }
        case 'propose': {
          if (day.status === 'proposed' && answeringParty(day.proposedBy) !== party) throw new DomainError('conflict', messages.notYourTurn)
          refuseLocked(user)
          await refuseUnlessAccepted(request, day.applicationId)
          const slots = await checkedSlots(db, party, day.shopUserId, action.slots, day.id)
          await countProposal(pool, party, day.shopUserId, day.applicationId)
          await store.proposeAgain(db, day.id, party, slots, wasScheduled)
          break
        }
        case 'cancel':
          return trialDayView(await cancelTrialDay(request, db, day, party, action.reason), party)
      }

      const changed = (await store.readTrialDay(db, day.id))!
      const parties = await readParties(request, day.applicationId)
      if (action.action === 'pick') {
        for (const each of ['shop', 'barber'] as const) await notifyParty(request, changed, parties, each, 'scheduled', { calendar: 'REQUEST' })
      } else if (wasScheduled) {
        // The confirmed slot is off: both calendars drop it (the same UID, METHOD:CANCEL) and the other party hears why, or the new slots.
        const dropped = { ...changed, pickedSlotId: day.pickedSlotId, slots: day.slots }
        await notifyParty(request, dropped, parties, party, 'cancelled', { calendar: 'CANCEL', byRecipient: true })
        await notifyParty(request, changed, parties, other, 'proposed', { calendar: 'CANCEL', calendarDay: dropped })
      } else {
        await notifyParty(request, changed, parties, other, action.action === 'propose' ? 'proposed' : 'declined')
      }
      return trialDayView(changed, party)
    })
    res.json(view)
  }
}

function recordTrialOutcome(payload: Payload): RequestHandler {
  return async (req, res) => {
    const user = await requireUser(payload, req)
    const view = await inTransaction(payload, user, async (request) => {
      const db = await transaction(request)
      const { day, party } = await partyTrialDay(db, user, req.params.id)
      const parsed = trialOutcomeSchema.safeParse(req.body ?? {})
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!
        throw DomainError.fields('invalid', [{ field: String(issue.path[0] ?? 'attended'), message: issue.message }])
      }
      const { attended, approved, feedback } = parsed.data
      const slot = pickedSlot(day)
      if ((day.status !== 'scheduled' && day.status !== 'completed') || !slot) throw new DomainError('conflict', messages.notScheduled)
      if (slot.startsAt.getTime() > Date.now()) throw new DomainError('conflict', messages.notStarted)
      if (party === 'shop') {
        if (day.outcomeAt) throw new DomainError('conflict', messages.alreadyRecorded)
        if (approved === true && !attended) throw DomainError.fields('invalid', [{ field: 'approved', message: messages.approvedWithoutAttendance }])
        const text = masked(feedback)
        await store.recordOutcome(db, day.id, {
          attended,
          approved: approved ?? null,
          feedback: text.shown,
          originalFeedback: text.original,
          contactPolicyVersion: CONTACT_POLICY_VERSION,
        })
      } else {
        if (approved !== undefined || feedback !== null) throw DomainError.fields('invalid', [{ field: 'attended', message: messages.barberOnlyAttendance }])
        if (day.barberConfirmedAt) throw new DomainError('conflict', messages.alreadyRecorded)
        await store.confirmAttendance(db, day.id, attended)
      }
      const changed = (await store.readTrialDay(db, day.id))!
      const parties = await readParties(request, day.applicationId)
      await notifyParty(request, changed, parties, party === 'shop' ? 'barber' : 'shop', party === 'shop' ? 'outcome' : 'attendance')
      return trialDayView(changed, party)
    })
    res.json(view)
  }
}

function trialDayInvite(payload: Payload): RequestHandler {
  return async (req, res) => {
    const user = await requireUser(payload, req)
    const ics = await inTransaction(payload, user, async (request) => {
      const db = await transaction(request)
      const { day, party } = await partyTrialDay(db, user, req.params.id)
      const cancelled = day.status === 'cancelled'
      const invite =
        day.status === 'scheduled' || day.status === 'completed' || cancelled
          ? inviteFor(request, day, await readParties(request, day.applicationId), party, cancelled)
          : null
      if (!invite) throw new DomainError('notFound', messages.notScheduled)
      return invite
    })
    res.setHeader('cache-control', 'private, no-store')
    res.setHeader('content-disposition', `attachment; filename="teste-pratico-${req.params.id}.ics"`)
    res.type('text/calendar; charset=utf-8').send(ics)
  }
}

function upcomingTrialDays(payload: Payload): RequestHandler {
  return async (req, res) => {
    const user = await requireUser(payload, req)
    const docs = await inTransaction(payload, user, async (request) =>
      (await store.upcomingTrialDaysOf(await transaction(request), user.id, new Date())).map((day): UpcomingTrialDay => {
        const party: TrialDayParty = day.shopUserId === user.id ? 'shop' : 'barber'
        return {
          ...trialDayView(day, party),
          jobTitle: day.jobTitle,
          jobId: day.jobId,
          otherName: party === 'shop' ? day.barberName : day.shopName,
        }
      }),
    )
    res.setHeader('cache-control', 'no-store')
    res.json({ docs })
  }
}

function applicantAttendance(payload: Payload): RequestHandler {
  return async (req, res) => {
    const user = await requireUser(payload, req)
    const attendance = await inTransaction(payload, user, async (request) => {
      const application = await readableApplication(payload, user, request, req.params.id)
      return store.attendanceOf(await transaction(request), Number(relationId(application.barberUser)))
    })
    res.setHeader('cache-control', 'no-store')
    res.json(attendance)
  }
}
