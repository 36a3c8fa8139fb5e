import { DomainError, failureKindOf } from '#domain/errors'
import { Router, type Express, type NextFunction, type Request, type RequestHandler, type Response } from 'express'
import type { Payload } from 'payload'
import type { Pool } from 'pg'
import expressStaticGzip from 'express-static-gzip'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { AppContext } from '../context'
import { CONSOLE_PATHS, consolePage } from './hosting'
import { asWritten } from '#domain/contactPolicy'
import { adminMessages } from '#domain/messages/admin'
import { genericMessages } from '#domain/messages/common'
import { isStaff } from '#domain/roles'
import { clientDatabaseError, databaseUnreachable } from '#infra/errors/explainDatabaseError'
import type { User } from '#payload-types'
import { requireUser } from '../http/auth'
import { documentId } from '../http/documentId'
import { jsonBody } from '../http/requestInput'
import { inTransaction } from '../http/transaction'
import { withAccounts } from './accounts'
import { changedFields } from './changedFields'
import { listAdminConversations, showAdminConversation } from './conversations'
import { adminDashboard } from './dashboard'
import { toListArgs } from './listParams'
import { CONSOLE_COLLECTIONS, LANDING_AUDIENCE, LANDING_RESOURCE, mayOpen, type Audience, type ConsoleCollection } from './resources'

/** A document's fields by name, for the code that compares any collection's records field by field. */
const fieldsOf = (doc: object): Record<string, unknown> => Object.fromEntries(Object.entries(doc))

async function consoleUser(payload: Payload, req: Request, audience: Audience): Promise<User> {
  const user = await requireUser(payload, req)
  if (!isStaff(user)) throw new DomainError('forbidden', adminMessages.staffOnly)
  if (!mayOpen(user, audience)) throw new DomainError('forbidden', adminMessages.adminOnly)
  return user
}

async function openCollection(payload: Payload, req: Request): Promise<{ user: User; resource: ConsoleCollection }> {
  const resource = Object.hasOwn(CONSOLE_COLLECTIONS, req.params.resource as string) ? CONSOLE_COLLECTIONS[req.params.resource as string] : undefined
  // The gate comes first: a visitor learns nothing about which resources exist.
  const user = await consoleUser(payload, req, resource?.audience ?? 'staff')
  if (!resource) throw new DomainError('notFound', adminMessages.unknownResource)
  return { user, resource }
}

/** One record as the lists show it, so react-admin's cache keeps the same shape after a save. */
const present = async <T extends object>(payload: Payload, resource: ConsoleCollection, user: User, doc: T) =>
  resource.withAccount ? (await withAccounts(payload, user, [asWritten(doc)]))[0] : asWritten(doc)

const idOf = (req: Request) => {
  const id = documentId(req.params.id)
  if (id === undefined) throw new DomainError('notFound', genericMessages.notFound)
  return id
}

const contentRange = (resource: string, start: number, count: number, total: number) =>
  count ? `${resource} ${start}-${start + count - 1}/${total}` : `${resource} */${total}`

/** The console's answers are private and never stored. */
const notStored: RequestHandler = (_req, res, next) => {
  res.setHeader('cache-control', 'private, no-store')
  next()
}

type ConsoleDeps = { payload: Payload; pool: Pool }

/** GET /api/admin/dashboard. */
const dashboard =
  ({ payload }: ConsoleDeps): RequestHandler =>
  async (req, res) => {
    const user = await consoleUser(payload, req, 'admin')
    res.json(await adminDashboard(payload, user))
  }

/** GET /api/admin/${LANDING_RESOURCE}/:id. */
const readLanding =
  ({ payload }: ConsoleDeps): RequestHandler =>
  async (req, res) => {
    const user = await consoleUser(payload, req, LANDING_AUDIENCE)
    const landing = await payload.findGlobal({ slug: 'landing', depth: 0, overrideAccess: false, user })
    res.json({ ...landing, id: LANDING_RESOURCE })
  }

/** PUT /api/admin/${LANDING_RESOURCE}/:id. */
const saveLanding =
  ({ payload }: ConsoleDeps): RequestHandler =>
  async (req, res) => {
    const user = await consoleUser(payload, req, LANDING_AUDIENCE)
    const current = await payload.findGlobal({ slug: 'landing', depth: 0, overrideAccess: false, user })
    const data = changedFields(req.body, fieldsOf(current))
    const landing = await payload.updateGlobal({ slug: 'landing', data, depth: 0, overrideAccess: false, user })
    res.json({ ...landing, id: LANDING_RESOURCE })
  }

// Conversations list with names and counts and open with their messages (conversations.ts).
/** GET /api/admin/conversations. */
const listConversations =
  ({ payload, pool }: ConsoleDeps): RequestHandler =>
  async (req, res) => {
    const user = await consoleUser(payload, req, CONSOLE_COLLECTIONS.conversations!.audience)
    const { start, total, docs } = await listAdminConversations(payload, pool, user, req.query)
    res.setHeader('content-range', contentRange('conversations', start, docs.length, total))
    res.json(docs)
  }

/** GET /api/admin/conversations/:id. */
const showConversation =
  ({ payload, pool }: ConsoleDeps): RequestHandler =>
  async (req, res) => {
    const user = await consoleUser(payload, req, CONSOLE_COLLECTIONS.conversations!.audience)
    res.json(await showAdminConversation(payload, pool, user, idOf(req)))
  }

/** GET /api/admin/:resource. */
const listRecords =
  ({ payload }: ConsoleDeps): RequestHandler =>
  async (req, res) => {
    const { user, resource } = await openCollection(payload, req)
    const collection = payload.collections[resource.slug].config
    const { where, sort, limit, page, start } = toListArgs(payload.config, collection, resource.search, req.query, user)
    const result = await payload.find({
      collection: resource.slug,
      where,
      sort,
      limit,
      page,
      select: resource.listSelect,
      depth: 0,
      overrideAccess: false,
      user,
    })
    res.setHeader('content-range', contentRange(req.params.resource as string, start, result.docs.length, result.totalDocs))
    const docs = result.docs.map(asWritten)
    res.json(resource.withAccount ? await withAccounts(payload, user, docs) : docs)
  }

/** GET /api/admin/:resource/:id. */
const showRecord =
  ({ payload }: ConsoleDeps): RequestHandler =>
  async (req, res) => {
    const { user, resource } = await openCollection(payload, req)
    const depth = resource.detailDepth ?? 0
    res.json(await present(payload, resource, user, await payload.findByID({ collection: resource.slug, id: idOf(req), depth, overrideAccess: false, user })))
  }

/** POST /api/admin/:resource. */
const createRecord =
  ({ payload }: ConsoleDeps): RequestHandler =>
  async (req, res) => {
    const { user, resource } = await openCollection(payload, req)
    if (typeof req.body !== 'object' || req.body === null || Array.isArray(req.body)) throw new DomainError('invalid', genericMessages.invalidRequest)
    const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...data } = req.body as Record<string, unknown>
    res.status(201).json(asWritten(await payload.create({ collection: resource.slug, data, depth: 0, overrideAccess: false, user })))
  }

/** PUT /api/admin/:resource/:id. */
const saveRecord =
  ({ payload }: ConsoleDeps): RequestHandler =>
  async (req, res) => {
    const { user, resource } = await openCollection(payload, req)
    const id = idOf(req)
    const saved = await inTransaction(payload, user, async (transaction) => {
      const current = await payload.findByID({ collection: resource.slug, id, depth: 0, overrideAccess: false, req: transaction })
      // react-admin sends the whole record back; only what changed is written, so read-only and
      // populated fields it echoes are not mistaken for edits.
      const data = changedFields(req.body, fieldsOf(asWritten(current)))
      if (!Object.keys(data).length) return current
      // The audit entry is written by the collection's own hook, in this transaction (hooks/auditStaffWrites.ts).
      return await payload.update({ collection: resource.slug, id, data, depth: 0, overrideAccess: false, req: transaction })
    })
    // The saved record in the shape of its show page, so react-admin's cache keeps it.
    const detailed = resource.detailDepth
      ? await payload.findByID({ collection: resource.slug, id, depth: resource.detailDepth, overrideAccess: false, user })
      : saved
    res.json(await present(payload, resource, user, detailed))
  }

/** DELETE /api/admin/:resource/:id. */
const deleteRecord =
  ({ payload }: ConsoleDeps): RequestHandler =>
  async (req, res) => {
    const { user, resource } = await openCollection(payload, req)
    const id = idOf(req)
    res.json(await payload.delete({ collection: resource.slug, id, depth: 0, overrideAccess: false, user }))
  }

// Payload's afterError hooks (infra/errors/explainDatabaseError.ts) run for its REST API, not for the
// Local API calls made here: a value PostgreSQL refuses (an option a select does not have, in
// a filter) is the client's mistake here too, not a 500.
const localApiDatabaseErrors = (error: unknown, _req: Request, _res: Response, next: NextFunction) => {
  const known = clientDatabaseError(error)
  if (!known || databaseUnreachable(error)) return next(error)
  next(new DomainError(failureKindOf(known.status), known.message))
}

// Payload's ValidationError says only which fields failed ('O campo a seguir está inválido:
// Resposta'); the console shows the field's own reason, which is the one an editor can act on.
const validationFieldReasons = (error: unknown, _req: Request, _res: Response, next: NextFunction) => {
  const fields = (error as { name?: string; data?: { errors?: unknown } } | null)?.data?.errors
  if ((error as { name?: string } | null)?.name !== 'ValidationError' || !Array.isArray(fields) || !fields.length) return next(error)
  const errors = fields.map((field: { path?: unknown; message?: unknown }) => ({ field: String(field.path ?? ''), message: String(field.message ?? '') }))
  next(DomainError.fields('invalid', errors))
}

/**
 * /api/admin/*: the REST dialect of ra-data-simple-rest (decision 0023) over Payload's Local API.
 * Every call runs as the signed-in user with overrideAccess: false, so the collections' access
 * rules decide, as they do for Payload's own REST API; this layer only translates react-admin's
 * sort, range and filter, caps lists at 100 rows and answers with Content-Range. Admins read and
 * edit each user-written text as written (asWritten, decision 0029); saving masks it again.
 */
export function adminRoutes({ payload, pool }: AppContext): Router {
  const router = Router()
  const json = jsonBody(100 * 1024)
  const deps = { payload, pool }
  router.use(notStored)
  router.get('/dashboard', dashboard(deps))
  router.get(`/${LANDING_RESOURCE}/:id`, readLanding(deps))
  router.put(`/${LANDING_RESOURCE}/:id`, json, saveLanding(deps))
  router.get('/conversations', listConversations(deps))
  router.get('/conversations/:id', showConversation(deps))
  router.get('/:resource', listRecords(deps))
  router.get('/:resource/:id', showRecord(deps))
  router.post('/:resource', json, createRecord(deps))
  router.put('/:resource/:id', json, saveRecord(deps))
  router.delete('/:resource/:id', deleteRecord(deps))
  router.use(localApiDatabaseErrors)
  router.use(validationFieldReasons)
  return router
}

/**
 * The console's own build (admin/, decision 0023): its assets under /painel-admin/assets, and its
 * page for /admin-login and every /painel-admin route. The page holds no data: the console asks
 * /api/admin/* once loaded, where the server decides who sees what.
 */
export function hostConsole(app: Express, distDir: string, warn: (message: string) => void) {
  const page = path.join(distDir, 'index.html')
  if (!existsSync(page)) {
    warn(`Painel administrativo não compilado em ${distDir}; /painel-admin fica indisponível. \`npm start\` compila.`)
    return
  }
  app.use(
    '/painel-admin/assets',
    expressStaticGzip(path.join(distDir, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      index: false,
      serveStatic: { immutable: true, maxAge: '1y', index: false, fallthrough: false },
    }),
  )
  app.get(CONSOLE_PATHS, consolePage(readFileSync(page, 'utf8')))
}
