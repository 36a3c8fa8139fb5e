import { DomainError, invalidForm, type formErrors } from '#domain/errors'
import { Router, type RequestHandler } from 'express'
import type { Payload, PayloadRequest } from 'payload'
import type { Pool } from 'pg'
import type { z } from 'zod'
import { guessCountry } from '#domain/countryGuess'
import { documentKindFor, isDocumentKind, profileDocument, type DocumentKind } from '#domain/documents'
import { documentMessages } from '#domain/messages/documents'
import { profileMediaMessages, profileMessages } from '#domain/messages/profiles'
import { validationMessages } from '#domain/messages/common'
import { asWritten } from '#domain/contactPolicy'
import { barberProfileSchema, shopProfileSchema, type PhotoEntry } from '#domain/profileSchemas'
import { hasRole, type UserType } from '#domain/roles'
import { sqlState } from '#infra/errors/explainDatabaseError'
import { describeUniqueViolation } from '#infra/errors/explainUniqueViolation'
import type { Barber, Barbershop, User } from '#payload-types'
import { requireUser } from '../http/auth'
import { inTransaction } from '../http/transaction'
import type { AppContext } from '../context'
import { profileBadgesOf, profileByUser } from './publicProfiles'
import { saveMySettings } from './settings'
import { barberDashboard, shopDashboard } from '../applications'
import { changePassword, requestEmailChange } from '../account'
import { acceptConsent, getMyConsents } from '../account'

/**
 * The signed-in user's own marketplace data: its dashboard counts, its barber or barbershop
 * record, and the complete-profile form. Every write goes through the Local API with the user's
 * own access rights (overrideAccess: false).
 */

const profileType = (user: User) => (hasRole(user, 'barbershop') ? 'barbershop' : hasRole(user, 'barber') ? 'barber' : null)

async function ownProfile(payload: Payload, user: User, type: 'barber' | 'barbershop', req?: PayloadRequest): Promise<Barber | Barbershop | null> {
  const { docs } = await payload.find({
    req,
    collection: type === 'barber' ? 'barbers' : 'barbershops',
    where: { user: { equals: user.id } },
    limit: 1,
    depth: 1,
    pagination: false,
    overrideAccess: false,
    user,
  })
  return (docs[0] as Barber | Barbershop | undefined) ?? null
}

/** GET /api/me/profile: `{ type, profile }` (profile null until the record exists). */
function getMyProfile(payload: Payload): RequestHandler {
  return async (req, res) => {
    const user = await requireUser(payload, req)
    const type = profileType(user)
    res.setHeader('cache-control', 'no-store')
    res.json({ type, profile: type ? await ownProfile(payload, user, type) : null })
  }
}

/**
 * POST /api/me/barber: the barber panel makes sure a barber record exists, starting with zero
 * years of experience (spec §2). Two tabs racing both end with the one record.
 */
function ensureBarberRecord(payload: Payload): RequestHandler {
  return async (req, res) => {
    const user = await requireUser(payload, req)
    if (!hasRole(user, 'barber')) throw new DomainError('forbidden', profileMessages.onlyBarberProfile)
    const existing = await ownProfile(payload, user, 'barber')
    if (existing) return void res.json({ profile: existing, created: false })
    try {
      await payload.create({
        collection: 'barbers',
        data: { user: user.id, name: user.original?.name ?? user.name, country: guessCountry({ phone: user.phone ?? '' }), experienceYears: 0 },
        overrideAccess: false,
        user,
        depth: 0,
      })
    } catch (error) {
      if (!describeUniqueViolation(error)) throw error
    }
    res.status(201).json({ profile: await ownProfile(payload, user, 'barber'), created: true })
  }
}

type ProfileForm = { type: 'barber'; values: z.output<typeof barberProfileSchema> } | { type: 'barbershop'; values: z.output<typeof shopProfileSchema> }

function parseProfileForm(type: UserType, input: unknown): ProfileForm | { issues: Parameters<typeof formErrors>[0] } {
  if (type === 'barber') {
    const parsed = barberProfileSchema.safeParse(input)
    return parsed.success ? { type, values: parsed.data } : { issues: parsed.error.issues }
  }
  const parsed = shopProfileSchema.safeParse(input)
  return parsed.success ? { type, values: parsed.data } : { issues: parsed.error.issues }
}

/** A form's values as the record stores them: what the form left empty is cleared (null); of the documents only `keep` is written. */
function storedValues<T extends object>(values: T, keep: DocumentKind | null): StoredValues<T> {
  const data: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(values)) {
    if (isDocumentKind(key) && key !== keep) continue
    data[key] = value === undefined ? null : value
  }
  return data as StoredValues<T>
}

type Cleared<T> = { [K in keyof T]-?: undefined extends T[K] ? Exclude<T[K], undefined> | null : T[K] }
type StoredValues<T> = Omit<Cleared<T>, DocumentKind> & Partial<Pick<Cleared<T>, Extract<keyof T, DocumentKind>>>

/** Creates or updates the user's own record with the form's values, with the user's access rights, in `req`'s transaction. */
async function writeProfile(payload: Payload, req: PayloadRequest, existingId: number | undefined, form: ProfileForm, keep: DocumentKind | null) {
  const user = req.user as User
  const access = { overrideAccess: false, user, req, depth: 0 } as const
  if (form.type === 'barber') {
    const data = { ...storedValues(form.values, keep), portfolio: form.values.portfolio.map((entry) => entry.media) }
    return existingId === undefined
      ? payload.create({ collection: 'barbers', data: { ...data, user: user.id }, ...access })
      : payload.update({ collection: 'barbers', id: existingId, data, ...access })
  }
  const data = { ...storedValues(form.values, keep), photos: form.values.photos.map((entry) => entry.media) }
  return existingId === undefined
    ? payload.create({ collection: 'barbershops', data: { ...data, user: user.id }, ...access })
    : payload.update({ collection: 'barbershops', id: existingId, data, ...access })
}

/**
 * The captions sent with the portfolio or the shop's photos, written on each photo (masked there:
 * decision 0029) after the profile accepted the photos as the user's own. A caption equal to the
 * one written before is left alone.
 */
async function writeCaptions(payload: Payload, req: PayloadRequest, entries: PhotoEntry[]) {
  const captioned = entries.filter((entry): entry is PhotoEntry & { caption: string | null } => entry.caption !== undefined)
  if (!captioned.length) return
  const user = req.user as User
  const { docs } = await payload.find({
    collection: 'media',
    where: { id: { in: captioned.map((entry) => entry.media) } },
    select: { caption: true, original: true },
    depth: 0,
    pagination: false,
    overrideAccess: false,
    user,
    req,
  })
  for (const { media, caption } of captioned) {
    const doc = docs.find((file) => file.id === media)
    const written = doc ? (asWritten(doc).caption ?? null) : null
    if (written === caption) continue
    await payload.update({ collection: 'media', id: media, data: { caption }, overrideAccess: false, user, req, depth: 0 })
  }
}

/** PostgreSQL's SQLSTATE for a row pointing at one that does not exist. */
const FOREIGN_KEY_VIOLATION = '23503'

/** PUT /api/me/profile: the complete-profile form, validated as a whole, creating or updating the record. */
function saveMyProfile(payload: Payload): RequestHandler {
  return async (req, res) => {
    const user = await requireUser(payload, req)
    const type = profileType(user)
    if (!type) throw new DomainError('forbidden', profileMessages.onlyProfileTypes)
    const existing = await ownProfile(payload, user, type)
    // The document given at sign-up stays, and with it the country it belongs to (only support
    // changes them); the form asks for one, of the chosen country, only when the record has none.
    const held = profileDocument(type, existing as Partial<Record<DocumentKind, string | null>> | null)
    const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {}
    // The country of a held document replaces the one sent, but a value of the wrong type is still refused, not overwritten.
    if (body.country !== undefined && body.country !== null && typeof body.country !== 'string') {
      throw DomainError.fields('invalid', [{ field: 'country', message: validationMessages.option }])
    }
    const form = parseProfileForm(type, held ? { ...body, country: existing!.country } : body)
    if ('issues' in form) throw invalidForm(form.issues)
    const kind = documentKindFor(type, form.values.country)
    if (!held && !profileDocument(type, form.values)) throw DomainError.fields('invalid', [{ field: kind, message: documentMessages[kind].required }])
    try {
      const profile = await inTransaction(payload, user, async (transaction) => {
        await writeProfile(payload, transaction, existing?.id, form, held ? null : kind)
        await writeCaptions(payload, transaction, form.type === 'barber' ? form.values.portfolio : form.values.photos)
        if (form.values.name !== (user.original?.name ?? user.name)) {
          await payload.update({ collection: 'users', id: user.id, data: { name: form.values.name }, overrideAccess: false, user, req: transaction, depth: 0 })
        }
        return ownProfile(payload, user, type, transaction)
      })
      res.json({ type, profile })
    } catch (error) {
      const unique = describeUniqueViolation(error)
      if (unique)
        throw DomainError.fields(
          'conflict',
          unique.map((e) => ({ field: e.path ?? 'form', message: e.message })),
        )
      // A file the checks found was deleted before the profile's row pointed at it: the unsaved-upload
      // sweep removed it meanwhile (decision 0058). The same answer the checks give a file that is gone.
      if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw new DomainError('invalid', profileMediaMessages.notYours)
      throw error
    }
  }
}

/** GET /api/me/dashboard: the counts of the role's panel (spec §2). */
function getMyDashboard(payload: Payload, pool: Pool): RequestHandler {
  return async (req, res) => {
    const user = await requireUser(payload, req)
    const type = profileType(user)
    res.setHeader('cache-control', 'no-store')
    if (type === 'barber') return void res.json(await barberDashboard(pool, user.id))
    if (type === 'barbershop') return void res.json(await shopDashboard(pool, user.id))
    throw new DomainError('forbidden', profileMessages.onlyPanelTypes)
  }
}

/**
 * The signed-in person's own routes under /api/me: the profile form, the panel's counts, the
 * consents, and changing the password or the e-mail (after the limits for a proof of the password).
 */
export function meRoutes({ payload, pool, json, limits }: AppContext): Router {
  const router = Router()
  router.get('/profile', getMyProfile(payload))
  router.put('/profile', json, saveMyProfile(payload))
  router.post('/barber', ensureBarberRecord(payload))
  router.get('/dashboard', getMyDashboard(payload, pool))
  router.patch('/settings', json, saveMySettings(payload))
  router.get('/consents', getMyConsents(payload))
  router.post('/consents', json, acceptConsent(payload))
  router.post('/password', limits.accountProof, json, changePassword(payload))
  router.post('/email', limits.accountProof, limits.emailChange, json, requestEmailChange(payload))
  return router
}

/** A public profile's reads under /api: where /perfil/:userId leads, and the badges a profile shows. */
export function profileRoutes({ payload, pool }: AppContext): Router {
  const router = Router()
  router.get('/profiles/by-user/:userId', profileByUser(payload))
  router.get('/profile-badges/barbers/:id', profileBadgesOf('barbers', pool))
  router.get('/profile-badges/barbershops/:id', profileBadgesOf('barbershops', pool))
  return router
}
