import type { Server as HttpServer } from 'node:http'
import { createAdapter } from '@socket.io/postgres-adapter'
import type { Request } from 'express'
import pg from 'pg'
import type { Payload } from 'payload'
import { Server, type Socket } from 'socket.io'
import { chatEvents, type ChatMessage, type ChatSide } from '../../domain/chat'
import { chatMessages } from '../../domain/messages'
import { sessionViewer } from '../http/session'
import { documentId } from '../http/documentId'
import { ChatPresence } from './presence'
import { answerEngineErrorsInPortuguese, portugueseParser } from './wireErrors'
import { partiesFor, type ConversationParties } from './store'

/**
 * Socket.IO on the HTTP server (issue 11): it only fans out what the REST routes stored, to a room
 * per conversation (the open thread) and a room per user (the inbox and the header's badge).
 * @socket.io/postgres-adapter carries every emit to the other instances through PostgreSQL
 * (LISTEN/NOTIFY), so N instances on one database behave as one. Clients use the WebSocket
 * transport only, so no sticky sessions are needed behind a load balancer.
 */

/** Frames are small JSON objects ({ conversation: 12 }); anything bigger closes that one socket. */
const MAX_FRAME_BYTES = 4 * 1024
/** Tabs and devices of one account connected at once, over all instances (./presence.ts). */
export const MAX_SOCKETS_PER_USER = 10

const conversationRoom = (id: number) => `conversation:${id}`
const userRoom = (id: number) => `user:${id}`
const clientEvents = new Set<string>([chatEvents.join, chatEvents.leave])

/** The adapter's table, as its documentation gives it. */
const ATTACHMENTS_TABLE_SQL = `CREATE TABLE IF NOT EXISTS socket_io_attachments (
  id bigserial UNIQUE,
  created_at timestamptz DEFAULT NOW(),
  payload bytea
)`

type Ack = (answer: { ok: true } | { error: string }) => void

export class ChatHub {
  private io: Server | undefined
  private adapterPool: pg.Pool | undefined
  private presence: ChatPresence | undefined

  constructor(private readonly deps: { payload: Payload; pool: pg.Pool; databaseUrl: string }) {}

  async attach(httpServer: HttpServer): Promise<void> {
    const { payload, pool, databaseUrl } = this.deps
    // The adapter keeps one connection in LISTEN for good: a small pool of its own, apart from Payload's.
    const adapterPool = new pg.Pool({ connectionString: databaseUrl, max: 3 })
    // The adapter keeps its LISTEN client checked out without an error listener: a database restart
    // would be an uncaught 'error' event. The adapter reconnects by itself once the client ends.
    const lost = (error: Error) => payload.logger.warn({ err: error }, 'chat: conexão do adaptador perdida')
    adapterPool.on('error', lost)
    adapterPool.on('connect', (client) => client.on('error', lost))
    await adapterPool.query(ATTACHMENTS_TABLE_SQL)
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
    // origin, live session of a verified user).
    io.use(async (socket, next) => {
      try {
        const viewer = await sessionViewer(payload, pool, socket.request as unknown as Request)
        if (!viewer) return next(new Error(chatMessages.onlyParties))
        if (!(await presence.admit(viewer.id, MAX_SOCKETS_PER_USER))) return next(new Error(chatMessages.tooManyConnections))
        socket.data.userId = viewer.id
        // Counted from here, and let go once: at its disconnect, or with its connection when that
        // closes before Socket.IO ever connected the socket (then no 'disconnect' comes).
        let counted = true
        const leave = () => {
          if (!counted) return
          counted = false
          presence.leave(viewer.id).catch((error) => payload.logger.warn({ err: error }, 'chat: falha ao registrar saída'))
        }
        socket.once('disconnect', leave)
        socket.conn.once('close', leave)
        next()
      } catch (error) {
        payload.logger.warn({ err: error }, 'chat: falha ao autenticar socket')
        next(new Error(chatMessages.onlyParties))
      }
    })

    io.on('connection', (socket) => this.onConnection(socket))
  }

  private onConnection(socket: Socket) {
    const userId = socket.data.userId as number
    void socket.join(userRoom(userId))

    socket.onAny((event: string, ...args: unknown[]) => {
      if (clientEvents.has(event)) return
      const ack = args.at(-1)
      const answer = { error: chatMessages.unknownEvent }
      if (typeof ack === 'function') (ack as Ack)(answer)
      else socket.emit(chatEvents.refused, { message: chatMessages.unknownEvent })
    })

    socket.on(chatEvents.join, async (frame: unknown, ack: unknown) => {
      const reply: Ack = typeof ack === 'function' ? (ack as Ack) : () => {}
      try {
        const id = documentId(String((frame as { conversation?: unknown } | null)?.conversation ?? ''))
        if (id === undefined) return reply({ error: chatMessages.conversationNotFound })
        // The session may have ended since the handshake (signed out elsewhere): checked again.
        const viewer = await sessionViewer(this.deps.payload, this.deps.pool, socket.request as unknown as Request)
        if (!viewer || viewer.id !== userId) {
          reply({ error: chatMessages.onlyParties })
          return void socket.disconnect(true)
        }
        await partiesFor(this.deps.pool, id, userId)
        await socket.join(conversationRoom(id))
        reply({ ok: true })
      } catch {
        reply({ error: chatMessages.conversationNotFound })
      }
    })

    socket.on(chatEvents.leave, (frame: unknown, ack: unknown) => {
      const id = documentId(String((frame as { conversation?: unknown } | null)?.conversation ?? ''))
      if (id !== undefined) void socket.leave(conversationRoom(id))
      if (typeof ack === 'function') (ack as Ack)({ ok: true })
    })
  }

  messageCreated(parties: ConversationParties, message: ChatMessage) {
    this.io?.to(conversationRoom(parties.id)).emit(chatEvents.message, message)
    this.inbox(parties)
  }

  readUpTo(parties: ConversationParties, side: ChatSide, upTo: number) {
    this.io?.to(conversationRoom(parties.id)).emit(chatEvents.read, { conversation: parties.id, side, upTo })
    this.inbox(parties)
  }

  conversationChanged(parties: ConversationParties) {
    this.inbox(parties)
  }

  private inbox(parties: ConversationParties) {
    this.io?.to([userRoom(parties.barberUserId), userRoom(parties.shopUserId)]).emit(chatEvents.inbox, { conversation: parties.id })
  }

  async close(): Promise<void> {
    const io = this.io
    this.io = undefined
    const presence = this.presence
    this.presence = undefined
    if (io) {
      io.disconnectSockets(true)
      await io.of('/').adapter.close?.()
      // The HTTP server is closed by its owner; io.close() would close it too.
      io.engine.close()
    }
    await presence?.stop().catch(() => {})
    // Not awaited: a LISTEN client lost with the database is never given back to the pool by the
    // adapter, and end() waits for every client (the same trap as Payload's pool, DESIGN §7).
    void this.adapterPool?.end().catch(() => {})
  }
}
