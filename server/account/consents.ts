import type { Request, RequestHandler } from 'express'
import type { Payload, PayloadRequest } from 'payload'
import { z } from 'zod'
import { LEGAL_DOCUMENTS, legalMessages, type ConsentRecord, type LegalDocumentKind, type LegalVersionSummary, type MyConsents } from '#domain/legal'
import { describeUniqueViolation } from '#infra/errors/explainUniqueViolation'
import type { Consent, LegalDocument } from '#payload-types'
import { requireUser } from '../http/auth'
import { DomainError, ERROR_CODES, invalidInput } from '#domain/errors'

/**
 * The consents to the terms of use and the privacy policy (issue 25, decision 0034). The server
 * decides what was accepted: the version in force when the person signs up or presses 'Aceitar',
 * with the time and address it sees; the client only says "I accept version N", and N must be the
 * one in force.
 */

/** The version in force of each document: the newest published. */
async function currentLegalVersions(payload: Payload, req?: Partial<PayloadRequest>): Promise<LegalVersionSummary[]> {
  const versions = await Promise.all(
    LEGAL_DOCUMENTS.map(async (document) => {
      const { docs } = await payload.find({
        collection: 'legal-documents',
        where: { document: { equals: document } },
        sort: '-version',
        limit: 1,
        depth: 0,
        pagination: false,
        select: { document: true, version: true, publishedAt: true, changes: true },
        req,
      })
      return docs[0] as Pick<LegalDocument, 'document' | 'version' | 'publishedAt' | 'changes'> | undefined
    }),
  )
  return versions
    .filter((doc) => doc !== undefined)
    .map(({ document, version, publishedAt, changes }) => ({ document, version, publishedAt, changes: changes ?? null }))
}

async function recordConsent(
  payload: Payload,
  req: Partial<PayloadRequest>,
  user: number,
  document: LegalDocumentKind,
  version: number,
  ipAddress: string | undefined,
) {
  try {
    await payload.create({
      collection: 'consents',
      data: { user, document, version, acceptedAt: new Date().toISOString(), ipAddress: ipAddress?.slice(0, 64) ?? null },
      overrideAccess: true,
      depth: 0,
      req,
    })
  } catch (error) {
    // The same version accepted twice (two tabs): the first record stands.
    if (!describeUniqueViolation(error)) throw error
  }
}

/** At sign-up, in the sign-up's transaction: the account accepted the versions in force. */
export async function recordSignupConsents(payload: Payload, req: PayloadRequest, user: number, ipAddress: string | undefined): Promise<void> {
  for (const { document, version } of await currentLegalVersions(payload, req)) await recordConsent(payload, req, user, document, version, ipAddress)
}

async function myConsents(payload: Payload, user: { id: number }): Promise<MyConsents> {
  const [{ docs }, current] = await Promise.all([
    payload.find({ collection: 'consents', where: { user: { equals: user.id } }, sort: '-acceptedAt', limit: 200, depth: 0, pagination: false }),
    currentLegalVersions(payload),
  ])
  const consents: ConsentRecord[] = (docs as Consent[]).map(({ id, document, version, acceptedAt }) => ({ id, document, version, acceptedAt }))
  const accepted = new Set(consents.map((consent) => `${consent.document}:${consent.version}`))
  return { docs: consents, pending: current.filter((version) => !accepted.has(`${version.document}:${version.version}`)) }
}

/** GET /api/me/consents: what the signed-in person accepted, newest first, and the versions in force they have not. */
export function getMyConsents(payload: Payload): RequestHandler {
  return async (req, res) => {
    const user = await requireUser(payload, req)
    res.setHeader('cache-control', 'no-store')
    res.json(await myConsents(payload, user))
  }
}

const acceptSchema = z.object({
  document: z.enum(LEGAL_DOCUMENTS, { error: legalMessages.unknownDocument }),
  version: z.number({ error: legalMessages.versionRequired }).int({ error: legalMessages.versionRequired }).positive({ error: legalMessages.versionRequired }),
})

const addressOf = (req: Request) => req.ip

/**
 * POST /api/me/consents `{ document, version }`: the signed-in person accepts the version in
 * force. Any other version (an old one, one not yet published) is refused with 409, so a tab left
 * open on an old text cannot accept it. Answers what GET answers.
 */
export function acceptConsent(payload: Payload): RequestHandler {
  return async (req, res) => {
    const user = await requireUser(payload, req)
    const parsed = acceptSchema.safeParse(req.body ?? {})
    if (!parsed.success) throw invalidInput(parsed.error.issues)
    const { document, version } = parsed.data
    const current = (await currentLegalVersions(payload)).find((doc) => doc.document === document)
    if (!current) throw new DomainError('conflict', legalMessages.notPublished, { field: 'document' })
    if (current.version !== version)
      throw new DomainError('conflict', legalMessages.notCurrentVersion, { field: 'version', code: ERROR_CODES.notCurrentVersion })
    await recordConsent(payload, {}, user.id, document, version, addressOf(req))
    res.setHeader('cache-control', 'no-store')
    res.status(201).json(await myConsents(payload, user))
  }
}
