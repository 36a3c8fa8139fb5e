import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http'
import * as parser from 'socket.io-parser'
import type { Server } from 'socket.io'
import { wireMessages } from '#domain/messages/common'
import { failureText } from '../http/errors'

/**
 * Socket.IO answers some requests on its own, in English: engine.io's HTTP errors ('Transport
 * unknown', 'Bad request'…) and the namespace refusal ('Invalid namespace'). Here they are said in
 * Portuguese, in the one error shape, through the library's own hooks: engine.io emits
 * `connection_error` just before it writes its answer and skips writing when the answer is
 * already sent, and Socket.IO takes the packet encoder from its `parser` option.
 */

/** engine.io's error codes (`Server.errors` in engine.io) and what each says here. */
const engineMessages: Record<number, string> = {
  0: wireMessages.chatTransportUnknown,
  1: wireMessages.chatSessionUnknown,
  2: wireMessages.chatConnectionInvalid,
  3: wireMessages.chatConnectionInvalid,
  4: wireMessages.chatConnectionRefused,
  5: wireMessages.chatProtocolOutdated,
}
const FORBIDDEN = 4

type EngineRequest = IncomingMessage & { res?: ServerResponse }

/** Answers engine.io's refusals in Portuguese before it writes its own. */
export function answerEngineErrorsInPortuguese(io: Server) {
  io.engine.on('connection_error', ({ req, code }: { req: EngineRequest; code: number }) => {
    const status = code === FORBIDDEN ? 403 : 400
    const body = failureText(engineMessages[code] ?? wireMessages.chatConnectionInvalid)
    const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(body)) }
    if (req.res) {
      // one-error-exit: engine.io refuses before Express has a response; the body is the edge's failureText.
      if (!req.res.headersSent) req.res.writeHead(status, headers).end(body)
      return
    }
    // An upgrade (WebSocket) request: no response object, only the socket, which engine.io then
    // writes to only while it is still writable.
    const socket = req.socket
    if (!socket.writable) return
    const head = Object.entries({ connection: 'close', ...headers }).map(([name, value]) => `${name}: ${value}\r\n`)
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head.join('')}\r\n${body}`)
  })
}

const namespaceRefusals: Record<string, string> = { 'Invalid namespace': wireMessages.chatNamespaceUnknown }

/** Socket.IO's packet encoder, with its own refusals (CONNECT_ERROR packets) in Portuguese. */
class PortugueseEncoder extends parser.Encoder {
  override encode(packet: parser.Packet) {
    const message = (packet.data as { message?: unknown } | undefined)?.message
    if (packet.type === parser.PacketType.CONNECT_ERROR && typeof message === 'string' && namespaceRefusals[message]) {
      return super.encode({ ...packet, data: { ...packet.data, message: namespaceRefusals[message] } })
    }
    return super.encode(packet)
  }
}

/** The default parser (so clients need nothing else) with the Portuguese encoder. */
export const portugueseParser = { ...parser, Encoder: PortugueseEncoder }
