import { DomainError, ERROR_CODES } from '#domain/errors'
import { type CollectionBeforeValidateHook, type PayloadRequest } from 'payload'
import type { Application } from '#payload-types'
import { applicationMessages, jobMessages } from '#domain/messages/jobs'
import { barberCompleteness } from '#domain/profiles'
import { APPLICATIONS_PER_JOB_MAX } from '#domain/applications'
import { readAnswers, yesNoTags, type ScreeningQuestion } from '#domain/screeningQuestions'
import { relationId, requestUser } from '#utilities/requestUser'

/**
 * An application is always the caller's own (its barber record), complete with every required
 * field and the presentation video (the sign-up promise: shops judge applicants by them), on an
 * active job, once per job while the last one stands (after a withdrawal the barber may apply
 * again, decision 0061), with the job's required screening questions answered, and starts pending. The shop and both parties' users are copied from the job so that
 * access rules filter applications in SQL.
 */
export const prepareApplication: CollectionBeforeValidateHook<Application> = async ({ data, operation, req }) => {
  if (!data || operation !== 'create') return data
  const user = requestUser(req)

  // A signed-in caller applies as its own barber record; a system call names the barber.
  const barberId = relationId(data.barber)
  const barber = user ? await ownBarber(req, user.id) : barberId === undefined ? null : await byId(req, 'barbers', barberId)
  if (!barber || !barberCompleteness(barber).complete) {
    throw new DomainError('invalid', applicationMessages.barberProfileRequired, {
      title: applicationMessages.barberProfileRequiredTitle,
      code: ERROR_CODES.barberProfileRequired,
    })
  }

  const jobId = relationId(data.job)
  const job = jobId === undefined ? null : await byId(req, 'jobs', jobId)
  if (!job) throw new DomainError('notFound', jobMessages.notFoundDetail, { title: jobMessages.notFound })
  if (job.status !== 'active') throw new DomainError('conflict', applicationMessages.jobNotActive, { title: applicationMessages.jobClosed })

  const existing = await req.payload.count({
    collection: 'applications',
    where: { and: [{ job: { equals: job.id } }, { barber: { equals: barber.id } }, { status: { not_equals: 'withdrawn' } }] },
    req,
  })
  if (existing.totalDocs > 0) throw new DomainError('conflict', applicationMessages.alreadyApplied, { code: ERROR_CODES.alreadyApplied })
  // Each application and each withdrawal tells the shop by e-mail and push: applying again is
  // bounded per job (decision 0061). Race-free: every earlier one must be withdrawn first, and the
  // partial unique index lets one live application in at a time.
  const sent = await req.payload.count({ collection: 'applications', where: { and: [{ job: { equals: job.id } }, { barber: { equals: barber.id } }] }, req })
  if (sent.totalDocs >= APPLICATIONS_PER_JOB_MAX) throw new DomainError('conflict', applicationMessages.tooManyApplications(APPLICATIONS_PER_JOB_MAX))

  const read = readAnswers((job.screeningQuestions ?? []) as ScreeningQuestion[], data.answers)
  if ('problems' in read) {
    const problem = read.problems.find((each) => each.conflict) ?? read.problems[0]!
    throw new DomainError(problem.conflict ? 'conflict' : 'invalid', problem.message, { field: problem.field })
  }

  Object.assign(data, {
    job: job.id,
    barber: barber.id,
    barbershop: relationId(job.barbershop),
    barberUser: relationId(barber.user),
    shopUser: relationId(job.shopUser),
    // The barber's history keeps these even if an admin deletes the job later (decision 0015).
    jobTitle: job.title,
    shopName: job.shopName,
    status: 'pending',
    jobOpen: true,
    message: data.message?.trim() || null,
    answers: read.answers,
    yesNoAnswers: yesNoTags(read.answers),
  })
  return data
}

async function ownBarber(req: PayloadRequest, userId: number) {
  const { docs } = await req.payload.find({ collection: 'barbers', where: { user: { equals: userId } }, limit: 1, depth: 0, pagination: false, req })
  return docs[0] ?? null
}

const byId = <C extends 'barbers' | 'jobs'>(req: PayloadRequest, collection: C, id: number | string) =>
  req.payload.findByID({ collection, id, depth: 0, req, disableErrors: true })
