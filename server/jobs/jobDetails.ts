import { rentOf } from '#domain/rent'
import type { RequestHandler } from 'express'
import type { Payload } from 'payload'
import { relationId } from '#utilities/requestUser'
import type { JobDetails } from '#domain/jobDetails'
import { jobMessages } from '#domain/messages/jobs'
import { hasRole } from '#domain/roles'
import type { Barbershop, Job, Media, User } from '#payload-types'
import { currentUser } from '../http/auth'
import { documentId } from '../http/documentId'
import { DomainError } from '#domain/errors'

const mediaUrl = (media: Barbershop['logo']): string | null => {
  if (!media || typeof media !== 'object') return null
  const file = media as Media & { sizes?: { card?: { url?: string | null } } }
  return file.sizes?.card?.url ?? file.url ?? null
}

const leftShop = (job: Job): JobDetails['shop'] => ({
  id: null,
  name: job.shopName ?? '',
  city: job.city ?? null,
  state: job.state ?? null,
  district: job.district ?? null,
  country: job.country ?? null,
  address: null,
  description: null,
  instagram: null,
  website: null,
  logoUrl: null,
  verified: false,
  rating: null,
})

/**
 * GET /api/job-details/:id: the job, its shop's public profile and where the signed-in user
 * stands with it. Every job's page is public while the job exists, closed ones included (spec §4:
 * 'Fechada' and a disabled 'Vaga fechada'): anyone could read it while it was open, and whoever
 * saved, applied to or was sent a link to it still can. Lists and searches are where closed jobs
 * stop appearing (access/activeOrOwnJobs.ts).
 */
export function jobDetails(payload: Payload): RequestHandler {
  return async (req, res) => {
    const id = documentId(req.params.id)
    const body = id === undefined ? null : await readJobDetails(payload, id, await currentUser(payload, req))
    if (!body) throw new DomainError('notFound', jobMessages.notFoundDetail, { title: jobMessages.notFound })
    res.setHeader('cache-control', 'no-store')
    res.json(body)
  }
}

/** The job page's data for `user` (null: a visitor), or null when no such job exists; also read by the server render of /vagas/:id. */
export async function readJobDetails(payload: Payload, id: number, user: User | null): Promise<JobDetails | null> {
  const [job, applications, saved] = await Promise.all([
    payload.findByID({ collection: 'jobs', id, depth: 0, overrideAccess: false, user, disableErrors: true }),
    user && hasRole(user, 'barber')
      ? // The newest: after a withdrawal the barber may have applied again (decision 0061).
        payload.find({
          collection: 'applications',
          where: { job: { equals: id } },
          sort: '-createdAt',
          limit: 1,
          depth: 0,
          pagination: false,
          overrideAccess: false,
          user,
        })
      : null,
    user
      ? payload.find({ collection: 'saved-jobs', where: { job: { equals: id } }, limit: 1, depth: 0, pagination: false, overrideAccess: false, user })
      : null,
  ])
  if (!job) return null
  const application = applications?.docs[0] ?? null
  const shopId = relationId(job.barbershop)
  const shop = shopId === undefined ? null : await payload.findByID({ collection: 'barbershops', id: shopId, depth: 1, overrideAccess: false, user })

  return {
    job: {
      id: job.id,
      title: job.title,
      description: job.description,
      status: job.status,
      salary: job.salary ?? null,
      payKind: job.payKind ?? null,
      payMin: job.payMin ?? null,
      payMax: job.payMax ?? null,
      payCommission: job.payCommission ?? null,
      payNote: job.payNote ?? null,
      rent: rentOf(job),
      schedule: job.schedule ?? null,
      contractType: job.contractType ?? null,
      experienceRequired: job.experienceRequired ?? null,
      urgent: Boolean(job.urgent),
      openings: job.openings ?? 1,
      expiredAt: job.expiredAt ?? null,
      country: job.country ?? null,
      createdAt: job.createdAt,
      updatedAt: job.updatedAt,
      publishedAt: job.publishedAt ?? job.createdAt,
      screeningQuestions: (job.screeningQuestions ?? []).map(({ id, text, kind, required }) => ({ id: id ?? null, text, kind, required: Boolean(required) })),
    },
    shop: shop
      ? {
          id: shop.id,
          name: shop.name,
          city: shop.city ?? null,
          state: shop.state ?? null,
          district: shop.district ?? null,
          country: shop.country ?? null,
          address: shop.address ?? null,
          description: shop.description ?? null,
          instagram: shop.instagram ?? null,
          website: shop.website ?? null,
          logoUrl: mediaUrl(shop.logo),
          verified: Boolean(shop.verified),
          rating: shop.rating ?? null,
        }
      : // The shop left (hooks/closeShopJobs.ts): the job keeps its copy of the name and place (decision 0002).
        leftShop(job),
    viewer: user
      ? {
          applicationId: application?.id ?? null,
          applicationStatus: application?.status ?? null,
          savedJobId: saved?.docs[0]?.id ?? null,
          ownsJob: relationId(job.shopUser) === user.id,
        }
      : null,
  }
}
