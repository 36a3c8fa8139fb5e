import type { Server as HttpServer } from 'node:http'
import { createAdapter } from '@socket.io/postgres-adapter'
import type pg from 'pg'
import type { Payload } from 'payload'
import { Server, type Socket } from 'socket.io'
import { isLocked } from '#domain/account'
import { chatEvents, type ChatMessage, type ChatSide } from '#domain/chat'
import { chatMessages } from '#domain/messages/chat'
import { onSessionsChanged } from '#infra/realtime/sessionChanges'
import { sessionClaim } from '../http/session'
import { documentId } from '../http/documentId'
import { ChatPresence } from './presence'
import { SocketSessions, type SocketVerdict } from './socketSessions'
import { ackFailure } from '../http/errors'
import { answerEngineErrorsInPortuguese, portugueseParser } from './wireErrors'
import { asReadBy, openAdapterPool, partiesFor, type ConversationParties } from './store'

/**
 * Socket.IO on the HTTP server (issue 11): it only fans out what the REST routes stored, to a room
 * per conversation (the open thread) and a room per user (the inbox and the header's badge).
 * @socket.io/postgres-adapter carries every emit to the other instances through PostgreSQL
 * (LISTEN/NOTIFY), so N instances on one database behave as one. Clients use the WebSocket
 * transport only, so no sticky sessions are needed behind a load balancer.
 *
 * A socket belongs to the session it was opened with (decision 0030). Everything it is sent goes
 * out through `deliver`: each instance checks every recipient socket's session before writing to
 * it (./socketSessions.ts, a query cached for a second), and closes those whose session ended. A
 * write that may end a session announces the account (infra/realtime/sessionChanges.ts); this hub
 * then asks every instance through the adapter (serverSideEmit) to check that account's sockets
 * at once. A socket is also checked at the moment its trial, plan or session runs out, and on
 * every event it sends.
 */

/** Frames are small JSON objects ({ conversation: 12 }); anything bigger closes that one socket. */
const MAX_FRAME_BYTES = 4 * 1024
/** Tabs and devices of one account connected at once, over all instances (./presence.ts). */
export const MAX_SOCKETS_PER_USER = 10

const conversationRoom = (id: number) => `conversation:${id}`
const userRoom = (id: number) => `user:${id}`
const clientEvents = new Set<string>([chatEvents.join, chatEvents.leave])

/** Between instances (serverSideEmit): an event for the local sockets of some rooms, and an account to check again. */
const DELIVER = 'navalha:deliver'
const SESSIONS_CHANGED = 'navalha:sessions-changed'
/** setTimeout's ceiling (about 24.8 days): a later end is checked then, and the timer set again. */
const MAX_TIMER_MS = 2 ** 31 - 1

/** What a socket carries: whose it is and which session opened it, and the timer of its session's end. */
type SocketData = { userId: number; sessionId: string; endTimer?: NodeJS.Timeout }

/** How long a stop waits for the adapter's pool to end (its last NOTIFY) before going on without it. */
const ADAPTER_POOL_END_MS = 2000

/** The chat's piece of the app's context: the hub, made by server/start.ts (server/context.ts). */
export type ChatPiece = { chat: ChatHub }

type Ack = (answer: { ok: true } | { error: string }) => void

export class ChatHub {
  private io: Server | undefined
  private adapterPool: pg.Pool | undefined
  private presence: ChatPresence | undefined
  private readonly sessions: SocketSessions
  private stopListening: (() => void) | undefined
  private closing = false

  constructor(private readonly deps: { payload: Payload; pool: pg.Pool; databaseUrl: string }) {
    this.sessions = new SocketSessions(deps.pool)
  }

  async attach(httpServer: HttpServer): Promise<void> {
    const { payload, pool, databaseUrl } = this.deps
    // Once the hub closes, the database stopping under the adapter's LISTEN client is the shutdown itself, not a loss.
    const lost = (error: Error) => void (this.closing || payload.logger.warn({ err: error }, 'chat: conexão do adaptador perdida'))
    const adapterPool = await openAdapterPool(databaseUrl, lost)
    this.adapterPool = adapterPool
    const presence = new ChatPresence(pool, (error) => payload.logger.warn({ err: error }, 'chat: falha ao registrar presença'))
    await presence.start()
    this.presence = presence

    const io = new Server(httpServer, {
      transports: ['websocket'],
      maxHttpBufferSize: MAX_FRAME_BYTES,
      serveClient: false,
      parser: portugueseParser,
      adapter: createAdapter(adapterPool, {
        errorHandler: (error) => payload.logger.warn({ err: error }, 'chat: erro no adaptador PostgreSQL'),
      }),
    })
    this.io = io
    answerEngineErrorsInPortuguese(io)

    // The handshake carries the session cookie: the same check as the REST API (signature, CSRF
    // origin, live session of a verified user), and the account may not be locked.
    io.use(async (socket, next) => {
      try {
        const claim = await sessionClaim(payload, socket.request)
        if (!claim) return next(new Error(chatMessages.onlyParties))
        const verdict = await this.sessions.check(claim.userId, claim.sessionId, { fresh: true })
        if (!verdict.live) return next(new Error(verdict.reason))
        if (!(await presence.admit(claim.userId, MAX_SOCKETS_PER_USER))) return next(new Error(chatMessages.tooManyConnections))
        const data: SocketData = { userId: claim.userId, sessionId: claim.sessionId }
        socket.data = data
        // Counted from here, and let go once: at its disconnect, or with its connection when that
        // closes before Socket.IO ever connected the socket (then no 'disconnect' comes).
        let counted = true
        const leave = () => {
          clearTimeout((socket.data as SocketData).endTimer)
          if (!counted) return
          counted = false
          presence.leave(claim.userId).catch((error) => payload.logger.warn({ err: error }, 'chat: falha ao registrar saída'))
        }
        socket.once('disconnect', leave)
        socket.conn.once('close', leave)
        this.armEnd(socket, verdict.endsAt)
        next()
      } catch (error) {
        payload.logger.warn({ err: error }, 'chat: falha ao autenticar socket')
        next(new Error(chatMessages.onlyParties))
      }
    })

    io.on(DELIVER, (rooms: string[], event: string, data: unknown) => void this.deliverHere(rooms, event, data))
    io.on(SESSIONS_CHANGED, (userId: number) => void this.checkAccountHere(userId))
    this.stopListening = onSessionsChanged(payload, (userId) => this.sessionsChanged(userId))

    io.on('connection', (socket) => this.onConnection(socket))
  }

  private onConnection(socket: Socket) {
    const { userId } = socket.data as SocketData
    void socket.join(userRoom(userId))

    // Every event the socket sends first meets its session again: one that ended gets the refusal
    // (when it asked for an answer) and the socket is closed.
    socket.use(([event, ...args], next) => {
      const { sessionId } = socket.data as SocketData
      this.sessions.check(userId, sessionId).then(
        (verdict) => {
          if (verdict.live) return next()
          const ack = args.at(-1)
          if (clientEvents.has(event) && typeof ack === 'function') (ack as Ack)(ackFailure(undefined, chatMessages.onlyParties))
          socket.disconnect(true)
        },
        () => {
          const ack = args.at(-1)
          if (typeof ack === 'function') (ack as Ack)(ackFailure(undefined, chatMessages.onlyParties))
        },
      )
    })

    socket.onAny((event: string, ...args: unknown[]) => {
      if (clientEvents.has(event)) return
      const ack = args.at(-1)
      const answer = ackFailure(undefined, chatMessages.unknownEvent)
      if (typeof ack === 'function') (ack as Ack)(answer)
      else socket.emit(chatEvents.refused, { message: chatMessages.unknownEvent })
    })

    socket.on(chatEvents.join, async (frame: unknown, ack: unknown) => {
      const reply: Ack = typeof ack === 'function' ? (ack as Ack) : () => {}
      try {
        const id = documentId(String((frame as { conversation?: unknown } | null)?.conversation ?? ''))
        if (id === undefined) return reply(ackFailure(undefined, chatMessages.conversationNotFound))
        await partiesFor(this.deps.pool, id, userId)
        await socket.join(conversationRoom(id))
        reply({ ok: true })
      } catch (error) {
        reply(ackFailure(error, chatMessages.conversationNotFound))
      }
    })

    socket.on(chatEvents.leave, (frame: unknown, ack: unknown) => {
      const id = documentId(String((frame as { conversation?: unknown } | null)?.conversation ?? ''))
      if (id !== undefined) void socket.leave(conversationRoom(id))
      if (typeof ack === 'function') (ack as Ack)({ ok: true })
    })
  }

  /** Checks the socket again when its session or its access (trial, paid period, grace) runs out. */
  private armEnd(socket: Socket, endsAt: Date | null) {
    const data = socket.data as SocketData
    clearTimeout(data.endTimer)
    if (!endsAt) return
    const delay = Math.min(Math.max(endsAt.getTime() - Date.now(), 0), MAX_TIMER_MS)
    data.endTimer = setTimeout(() => void this.recheck(socket), delay)
    data.endTimer.unref()
  }

  /** The socket's session asked again now: closed when it ended, its end timer set again when it holds. */
  private async recheck(socket: Socket): Promise<void> {
    const { userId, sessionId } = socket.data as SocketData
    let verdict: SocketVerdict
    try {
      verdict = await this.sessions.check(userId, sessionId, { fresh: true })
    } catch (error) {
      this.deps.payload.logger.warn({ err: error }, 'chat: falha ao verificar a sessão de um socket')
      return
    }
    if (verdict.live) this.armEnd(socket, verdict.endsAt)
    else socket.disconnect(true)
  }

  /** An account's sessions or status may have changed: every instance checks its sockets now. */
  private sessionsChanged(userId: number) {
    this.io?.serverSideEmit(SESSIONS_CHANGED, userId)
    void this.checkAccountHere(userId)
  }

  private async checkAccountHere(userId: number) {
    if (!this.io) return
    this.sessions.forget(userId)
    const sockets = await this.io.local.in(userRoom(userId)).fetchSockets()
    await Promise.all(sockets.map((socket) => this.recheck(socket as unknown as Socket)))
  }

  /** An event for the sockets of `rooms` on every instance, each checked against its session first. */
  private deliver(rooms: string[], event: string, data: unknown) {
    this.io?.serverSideEmit(DELIVER, rooms, event, data)
    void this.deliverHere(rooms, event, data)
  }

  /**
   * Writes the event to this instance's sockets of `rooms`. A message goes to each socket as its
   * account may read it (decision 0051): the room holds both parties, and the shop may read a
   * contact that a barber locked before the hire may not.
   */
  private async deliverHere(rooms: string[], event: string, data: unknown) {
    if (!this.io) return
    const sockets = (await this.io.local.in(rooms).fetchSockets()) as unknown as Socket[]
    await Promise.all(
      sockets.map(async (socket) => {
        const { userId, sessionId } = socket.data as SocketData
        let verdict: SocketVerdict
        try {
          verdict = await this.sessions.check(userId, sessionId)
        } catch {
          // Unknown (the database did not answer): the event is not sent to a session that may have
          // ended, but the socket is told, with nothing in it, to fetch over REST what it missed.
          socket.emit(chatEvents.resync)
          return
        }
        if (!verdict.live) return void socket.disconnect(true)
        // An account that may hire reads every message as stored (decision 0030), and synchronously,
        // so its events keep their order (a message before the inbox event that names its seq).
        const reader = { id: userId, ...verdict.account }
        if (event !== chatEvents.message || !isLocked(reader)) return void socket.emit(event, data)
        try {
          const [readable] = await asReadBy(this.deps.pool, reader, [data as ChatMessage])
          socket.emit(event, readable)
        } catch {
          socket.emit(chatEvents.resync)
        }
      }),
    )
  }

  messageCreated(parties: ConversationParties, message: ChatMessage) {
    this.deliver([conversationRoom(parties.id)], chatEvents.message, message)
    this.inbox(parties, message.seq)
  }

  readUpTo(parties: ConversationParties, side: ChatSide, upTo: number) {
    this.deliver([conversationRoom(parties.id)], chatEvents.read, { conversation: parties.id, side, upTo })
    this.inbox(parties)
  }

  conversationChanged(parties: ConversationParties) {
    this.inbox(parties)
  }

  /** The parties' lists and counts changed; `seq`, the conversation's newest message, lets an open thread see a gap. */
  private inbox(parties: ConversationParties, seq?: number) {
    this.deliver([userRoom(parties.barberUserId), userRoom(parties.shopUserId)], chatEvents.inbox, { conversation: parties.id, seq })
  }

  /** Sockets connected to this instance now (GET /metrics). */
  get openSockets(): number {
    return this.io?.engine.clientsCount ?? 0
  }

  /**
   * Whether the PostgreSQL adapter holds its LISTEN connection, so this instance hears the others'
   * emits (GET /api/ready). The adapter does not say so itself: this reads its subscriber's client,
   * which it unsets while it reconnects (@socket.io/postgres-adapter 0.5, dist/util.js).
   */
  get adapterListening(): boolean {
    const adapter = this.io?.of('/').adapter as unknown as { client?: { client?: unknown } } | undefined
    return Boolean(adapter?.client?.client)
  }

  async close(): Promise<void> {
    this.closing = true
    this.stopListening?.()
    const io = this.io
    this.io = undefined
    const presence = this.presence
    this.presence = undefined
    if (io) {
      // This instance's sockets only: disconnectSockets() alone asks every instance, through the adapter, to drop theirs.
      io.local.disconnectSockets(true)
      await io.of('/').adapter.close?.()
      // The HTTP server is closed by its owner; io.close() would close it too.
      io.engine.close()
    }
    await presence?.stop().catch(() => {})
    // Awaited, so the adapter's last word to the others (ADAPTER_CLOSE, sent by close() above) goes
    // out before the database stops; but bounded: a LISTEN client lost with the database is never
    // given back to the pool by the adapter, and end() waits for every client (DESIGN §7).
    const ended = this.adapterPool?.end().catch(() => {})
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, ADAPTER_POOL_END_MS).unref())])
  }
}
