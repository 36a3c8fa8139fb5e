import express, { Router, type Request, type RequestHandler } from 'express'
import { createLocalReq, type Payload } from 'payload'
import type { Pool } from 'pg'
import { isLocked } from '#domain/account'
import { conversationStatusSchema } from '#domain/chat'
import { chatMessages } from '#domain/messages/chat'
import { hasRole } from '#domain/roles'
import type { User } from '#payload-types'
import { requireUser } from '../http/auth'
import { documentId } from '../http/documentId'
import { DomainError, lockedAccountError } from '#domain/errors'
import { jsonBody } from '../http/requestInput'
import { flushEmailQueue } from '#infra/email/queueRunner'
import { bodyForEveryone, onPool } from '#infra/chat/messagesAsRead'
import { notifyUser } from '#infra/push/sendPushTask'
import type { AppContext } from '../context'
import { confirmOptOut, optOutPage } from './emailOptOut'
import type { ChatHub, ChatPiece } from './realtime'
import {
  getConversation,
  hiredContact,
  listConversations,
  listMessages,
  existingConversationForPair,
  markRead,
  openConversationForPair,
  pairOfApplication,
  partiesFor,
  setStatus,
  parseSentMessage,
  storeMessage,
  unreadTotal,
  withAttachments,
  type Cursor,
} from './store'

/** Barbers and barbershops chat; admins read conversations in the console, not here. */
async function requireParty(payload: Payload, req: Request): Promise<User> {
  const user = await requireUser(payload, req)
  if (!hasRole(user, 'barber') && !hasRole(user, 'barbershop')) throw new DomainError('forbidden', chatMessages.onlyParties)
  return user
}

function conversationId(req: Request) {
  const id = documentId(req.params.id)
  if (id === undefined) throw new DomainError('notFound', chatMessages.conversationNotFound)
  return id
}

type ChatDeps = { payload: Payload; pool: Pool; hub: ChatHub }

/** The chat's answers are the person's own: never stored. */
const notStored: RequestHandler = (_req, res, next) => {
  res.setHeader('cache-control', 'no-store')
  next()
}

/** GET /api/chat/conversations. */
const listMyConversations =
  ({ payload, pool }: ChatDeps): RequestHandler =>
  async (req, res) => {
    const user = await requireParty(payload, req)
    res.json({ conversations: await listConversations(payload, pool, user) })
  }

/** GET /api/chat/unread. */
const unreadCount =
  ({ payload, pool }: ChatDeps): RequestHandler =>
  async (req, res) => {
    const user = await requireUser(payload, req)
    res.json({ unread: await unreadTotal(pool, user.id) })
  }

/**
 * Opens (or returns) the pair's conversation from one of their applications: the shop from any
 * applicant of its jobs, the barber once the shop accepted or hired it.
 */
const openConversation =
  ({ payload, pool, hub }: ChatDeps): RequestHandler =>
  async (req, res) => {
    const user = await requireParty(payload, req)
    const applicationId = typeof req.body?.application === 'number' ? documentId(String(req.body.application)) : documentId(req.body?.application)
    if (applicationId === undefined) throw new DomainError('invalid', chatMessages.applicationRequired, { field: 'application' })
    const pair = await pairOfApplication(pool, applicationId, user.id)
    // The paywall: a locked account finds the conversations it already has, and opens no new one.
    const { conversation, created } = isLocked(user) ? await existingConversationForPair(pool, pair) : await openConversationForPair(pool, pair)
    if (created) hub.conversationChanged(conversation)
    res.status(created ? 201 : 200).json({ conversation: await getConversation(payload, pool, conversation.id, user) })
  }

/** GET /api/chat/conversations/:id. */
const showConversation =
  ({ payload, pool }: ChatDeps): RequestHandler =>
  async (req, res) => {
    const user = await requireParty(payload, req)
    res.json({ conversation: await getConversation(payload, pool, conversationId(req), user) })
  }

/** PATCH /api/chat/conversations/:id. */
const changeStatus =
  ({ payload, pool, hub }: ChatDeps): RequestHandler =>
  async (req, res) => {
    const user = await requireParty(payload, req)
    const id = conversationId(req)
    const parsed = conversationStatusSchema.safeParse(req.body ?? {})
    if (!parsed.success) throw new DomainError('invalid', chatMessages.statusInvalid, { field: 'status' })
    const parties = await setStatus(pool, id, user.id, parsed.data.status)
    hub.conversationChanged(parties)
    res.json({ conversation: await getConversation(payload, pool, id, user) })
  }

/** GET /api/chat/conversations/:id/messages. */
const listConversationMessages =
  ({ payload, pool }: ChatDeps): RequestHandler =>
  async (req, res) => {
    const user = await requireParty(payload, req)
    const id = conversationId(req)
    await partiesFor(pool, id, user.id)
    const cursor: Cursor = {}
    for (const key of ['after', 'before'] as const) {
      const value = req.query[key]
      if (value === undefined) continue
      const messageId = typeof value === 'string' && value === '0' && key === 'after' ? 0 : documentId(value)
      if (messageId === undefined) throw new DomainError('invalid', chatMessages.cursorInvalid)
      cursor[key] = messageId
    }
    if (cursor.after !== undefined && cursor.before !== undefined) throw new DomainError('invalid', chatMessages.cursorInvalid)
    const page = await listMessages(pool, id, cursor, user)
    res.json({ ...page, messages: await withAttachments(payload, pool, page.messages) })
  }

/** POST /api/chat/conversations/:id/messages. */
const sendMessage =
  ({ payload, pool, hub }: ChatDeps): RequestHandler =>
  async (req, res) => {
    const user = await requireParty(payload, req)
    const id = conversationId(req)
    if (isLocked(user)) throw lockedAccountError(chatMessages.trialExpiredSend)
    const sent = parseSentMessage(req.body ?? {})
    const stored = await storeMessage(pool, id, user.id, sent.body, sent.attachments)
    const [message] = await withAttachments(payload, pool, [stored.message])
    const { parties } = stored
    // Stored first, then told: a client that misses this catches up with ?after=.
    hub.messageCreated(parties, message)
    const recipient = parties.barberUserId === user.id ? parties.shopUserId : parties.barberUserId
    // The message is stored whatever happens to its push, which the queue retries on its own. The push
    // carries the text as anyone may read it, split contacts included (decision 0051).
    await bodyForEveryone(onPool(pool), message)
      .then(async (text) => notifyUser(await createLocalReq({}, payload), recipient, 'newMessage', { senderName: user.name, text, conversationId: id }))
      .then(() => flushEmailQueue(payload))
      .catch((error: unknown) => payload.logger.warn({ err: error }, 'notificação push da mensagem não enfileirada'))
    // A masked attempt is told to its sender at once (issue 37); the send that paused them says until when.
    res.status(201).json({ message, ...(message.masked ? { notice: chatMessages.attemptNotice } : {}), ...(stored.pause ? { pause: stored.pause } : {}) })
  }

/** POST /api/chat/conversations/:id/read. */
const markConversationRead =
  ({ payload, pool, hub }: ChatDeps): RequestHandler =>
  async (req, res) => {
    const user = await requireParty(payload, req)
    const { parties, side, upTo } = await markRead(pool, conversationId(req), user.id)
    hub.readUpTo(parties, side, upTo)
    res.json({ readUpTo: upTo })
  }

/** The other side's contact after the hire, for the applicant card and the barber's application. */
const hiredContactOf =
  ({ payload, pool }: ChatDeps): RequestHandler =>
  async (req, res) => {
    const user = await requireParty(payload, req)
    const id = documentId(req.params.id)
    if (id === undefined) throw new DomainError('notFound', chatMessages.applicationNotFound)
    res.json({ contact: await hiredContact(pool, id, user) })
  }

/**
 * The chat's REST API under /api/chat (issue 11), for the web app and future mobile clients. Every
 * rule is checked here or in ./store.ts; the socket server only fans out what these routes stored.
 */
export function chatRoutes({ payload, pool, chat: hub }: AppContext & ChatPiece): Router {
  const router = Router()
  const json = jsonBody(16 * 1024)
  const deps = { payload, pool, hub }
  router.use(notStored)
  router.get('/conversations', listMyConversations(deps))
  router.get('/unread', unreadCount(deps))
  router.post('/conversations', json, openConversation(deps))
  router.get('/conversations/:id', showConversation(deps))
  router.patch('/conversations/:id', json, changeStatus(deps))
  router.get('/conversations/:id/messages', listConversationMessages(deps))
  router.post('/conversations/:id/messages', json, sendMessage(deps))
  router.post('/conversations/:id/read', markConversationRead(deps))
  router.get('/applications/:id/contact', hiredContactOf(deps))
  return router
}

/** The opt-out link of the chat's e-mails, under CHAT_EMAIL_OPT_OUT_PATH (./emailOptOut.ts). */
export function chatEmailOptOutRoutes({ payload, pool }: AppContext): Router {
  const form = express.urlencoded({ extended: false, limit: '2kb' })
  return Router().get('/', optOutPage(payload.secret)).post('/', form, confirmOptOut({ payload, pool }))
}
