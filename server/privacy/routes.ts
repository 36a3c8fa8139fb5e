import { DomainError, invalidForm } from '#domain/errors'
import { Router, type Request, type RequestHandler, type Response } from 'express'
import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { asWritten } from '#domain/contactPolicy'
import { adminMessages } from '#domain/messages/admin'
import { genericMessages } from '#domain/messages/common'
import { privacyMessages } from '#domain/privacy'
import { deleteAccountSchema } from '#domain/privacyForms'
import { hasRole, isStaff } from '#domain/roles'
import type { Settings } from '#infra/settings'
import type { User } from '#payload-types'
import { passwordMatches } from '../account'
import type { BillingPiece, BillingProvider } from '../billing'
import { currentUser, requireUser } from '../http/auth'
import { documentId } from '../http/documentId'
import { inTransaction } from '../http/transaction'
import type { AppContext } from '../context'
import { eraseAccount, profileOwner } from './store'
import { accountArchive, collectAccountData } from './reads'
import { mayExportAgain } from './store'

type PrivacyContext = { payload: Payload; pool: Pool; settings: Pick<Settings, 's3' | 'dataDir'>; billing: BillingProvider | null }

const privacyOf = ({ payload, pool, settings, billing }: AppContext & BillingPiece): PrivacyContext => ({ payload, pool, settings, billing: billing.provider })

/**
 * The person's own data (issue 25, decision 0035): `GET /api/me/export` streams a ZIP of it and
 * `DELETE /api/me` deletes the account after the current password. The console runs the same two
 * for a person who asks by e-mail, each audited.
 */

/** Streams the account's ZIP; an error after the first byte can only cut the download short, which the browser reports. */
async function sendArchive({ payload, pool, settings }: PrivacyContext, res: Response, userId: number) {
  const data = await collectAccountData(pool, userId)
  const day = new Date().toISOString().slice(0, 10)
  res.status(200)
  res.setHeader('content-type', 'application/zip')
  res.setHeader('content-disposition', `attachment; filename="navalha-meus-dados-${day}.zip"`)
  res.setHeader('cache-control', 'no-store')
  const archive = accountArchive(payload, settings, data)
  archive.on('error', (error) => {
    payload.logger.error({ err: error }, 'falha ao gerar o ZIP de uma exportação')
    res.destroy(error instanceof Error ? error : undefined)
  })
  archive.pipe(res)
}

/** GET /api/me/export */
function exportMyData(context: PrivacyContext): RequestHandler {
  return async (req, res) => {
    const user = await requireUser(context.payload, req)
    if (!(await mayExportAgain(context.pool, user.id))) throw new DomainError('tooMany', privacyMessages.exportTooMany)
    await sendArchive(context, res, user.id)
  }
}

/** DELETE /api/me `{ password }`: 200 once the account is gone; the session cookie goes with it. */
function deleteMyAccount(context: PrivacyContext): RequestHandler {
  return async (req, res) => {
    const user = await requireUser(context.payload, req)
    const parsed = deleteAccountSchema.safeParse(req.body ?? {})
    if (!parsed.success) throw invalidForm(parsed.error.issues)
    const stored = (await context.payload.db.findOne({ collection: 'users', where: { id: { equals: user.id } } })) as {
      hash?: string | null
      salt?: string | null
    } | null
    if (!stored || !(await passwordMatches(parsed.data.password, stored))) {
      throw DomainError.fields('invalid', [{ field: 'password', message: privacyMessages.passwordWrong }])
    }
    await eraseAccount(context, user.id)
    res.clearCookie(`${context.payload.config.cookiePrefix}-token`, { path: '/' })
    res.json({ message: privacyMessages.deleted })
  }
}

/** The collections whose documents are a person: deleting one erases its account (decision 0042). */
const ACCOUNT_COLLECTIONS = ['users', 'barbers', 'barbershops'] as const
type AccountCollection = (typeof ACCOUNT_COLLECTIONS)[number]

/**
 * An admin's plain delete of an account or of a barber's or barbershop's profile, by Payload's REST
 * API or the console's Delete: the same erasure as DELETE /api/me, for the profile's owner, audited
 * as the admin's. Answers the removed record as the admin now reads it (null when not admin: the
 * caller lets Payload refuse as it always has).
 */
async function eraseAsAdmin(context: PrivacyContext, req: Request, collection: AccountCollection): Promise<{ id: number; doc: unknown } | null> {
  const { payload } = context
  const admin = await currentUser(payload, req)
  if (!admin || !hasRole(admin, 'admin')) return null
  const id = documentId(req.params.id as string)
  if (id === undefined) throw new DomainError('notFound', genericMessages.notFound)
  const userId = collection === 'users' ? id : await profileOwner(payload, collection, id)
  await eraseAccount(context, userId, admin)
  const doc = await payload.findByID({ collection, id, depth: 0, overrideAccess: false, user: admin, disableErrors: true })
  return { id, doc: doc ? asWritten(doc) : { id } }
}

/** The person's own data under /api/me: its export, and deleting the account (after the limits for a proof of the password). */
export function privacyRoutes(app: AppContext & BillingPiece): Router {
  const router = Router()
  const context = privacyOf(app)
  router.get('/export', exportMyData(context))
  router.delete('/', app.limits.accountProof, app.json, deleteMyAccount(context))
  return router
}

/** An admin's `DELETE` of an account's record in front of Payload's REST API, which would cascade; anyone else goes on to Payload. */
function restErase(context: PrivacyContext, collection: (typeof ACCOUNT_COLLECTIONS)[number]): RequestHandler {
  return async (req, res, next) => {
    const erased = await eraseAsAdmin(context, req, collection)
    if (!erased) return next()
    res.json({ doc: erased.doc, message: privacyMessages.deletedByAdmin })
  }
}

/** The admin asking and the account named by `:id`: 401, 403 for anyone but an admin, 404 for an account already removed. */
async function adminAndAccount(payload: PrivacyContext['payload'], req: Parameters<RequestHandler>[0]): Promise<{ admin: User; userId: number }> {
  const admin = await requireUser(payload, req)
  if (!hasRole(admin, 'admin')) throw new DomainError('forbidden', adminMessages.adminOnly)
  const userId = documentId(req.params.id as string)
  const target = userId === undefined ? null : await payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true, disableErrors: true })
  if (!target || userId === undefined) throw new DomainError('notFound', privacyMessages.alreadyRemoved)
  return { admin, userId }
}

/** `GET /api/admin/accounts/:id/export`: an admin downloads a person's archive, audited first. */
function exportAccountAsAdmin(context: PrivacyContext): RequestHandler {
  const { payload } = context
  return async (req, res) => {
    const { admin, userId } = await adminAndAccount(payload, req)
    await inTransaction(payload, admin, (transaction) =>
      payload.create({
        collection: 'admin-audit-log',
        data: { actor: admin.id, actorEmail: admin.email, action: 'accountExport', resource: 'users', recordId: String(userId), before: null, after: null },
        overrideAccess: true,
        depth: 0,
        req: transaction,
      }),
    )
    await sendArchive(context, res, userId)
  }
}

/** `DELETE /api/admin/accounts/:id`: an admin erases a person's account, audited. */
function eraseAccountAsAdmin(context: PrivacyContext): RequestHandler {
  return async (req, res) => {
    const { admin, userId } = await adminAndAccount(context.payload, req)
    await eraseAccount(context, userId, admin)
    res.json({ message: privacyMessages.deletedByAdmin })
  }
}

/** react-admin's Delete (and deleteMany, one request per record) on users, barbers and barbershops. */
function consoleErase(context: PrivacyContext, collection: (typeof ACCOUNT_COLLECTIONS)[number]): RequestHandler {
  return async (req, res) => {
    // The facade's gate, in its order: signed in (401), staff, then admin (403).
    const user = await requireUser(context.payload, req)
    if (!isStaff(user)) throw new DomainError('forbidden', adminMessages.staffOnly)
    const erased = await eraseAsAdmin(context, req, collection)
    if (!erased) throw new DomainError('forbidden', adminMessages.adminOnly)
    res.json(erased.doc)
  }
}

/** `DELETE /api/users/:id`, `/api/barbers/:id`, `/api/barbershops/:id` in front of Payload's REST API, which would cascade. */
export function restErasure(app: AppContext & BillingPiece): Router {
  const router = Router()
  const context = privacyOf(app)
  for (const collection of ACCOUNT_COLLECTIONS) router.delete(`/${collection}/:id`, restErase(context, collection))
  return router
}

/** The console's side: an admin exports or deletes a person's account (`/api/admin/accounts/:id/...`), each audited. */
export function consolePrivacyRoutes(app: AppContext & BillingPiece): Router {
  const router = Router()
  const context = privacyOf(app)
  router.get('/accounts/:id/export', exportAccountAsAdmin(context))
  router.delete('/accounts/:id', eraseAccountAsAdmin(context))
  for (const collection of ACCOUNT_COLLECTIONS) router.delete(`/${collection}/:id`, consoleErase(context, collection))
  return router
}
