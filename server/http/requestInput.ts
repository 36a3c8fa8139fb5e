import { DomainError } from '#domain/errors'
import express, { type NextFunction, type Request, type RequestHandler, type Response } from 'express'
import type { Socket } from 'node:net'
import { genericMessages, wireMessages } from '#domain/messages/common'
import { failureText } from './errors'

/**
 * A NUL character (`%00`) anywhere in the URL is refused before any route reads it: PostgreSQL
 * cannot store or compare it in text, so a search or filter carrying one failed with a 500.
 */
export function refuseNulInUrl(req: Request, _res: Response, next: NextFunction) {
  next(req.originalUrl.includes('%00') ? new DomainError('invalid', genericMessages.nulCharacter) : undefined)
}

/** The methods some route answers; anything else (TRACE, PROPFIND, made-up words) is a 405 before any route. */
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']

export function refuseUnknownMethods(req: Request, res: Response, next: NextFunction) {
  if (METHODS.includes(req.method)) return next()
  res.setHeader('allow', METHODS.join(', '))
  next(new DomainError('unsupportedMethod', wireMessages.methodNotAllowed))
}

/**
 * Requests Node's HTTP parser refuses before any route sees them: a method it does not know
 * (`AAA /`) is a 405 like TRACE; anything else malformed, a 400 (431 for headers too large), in
 * the one error shape instead of Node's bare status line.
 */
export function answerMalformedRequest(error: Error & { code?: string }, socket: Socket) {
  if (!socket.writable) return void socket.destroy()
  const [status, reason, message] =
    error.code === 'HPE_INVALID_METHOD'
      ? [405, 'Method Not Allowed', wireMessages.methodNotAllowed]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', genericMessages.invalidRequest]
        : [400, 'Bad Request', genericMessages.invalidRequest]
  const body = failureText(message)
  const allow = status === 405 ? `allow: ${METHODS.join(', ')}\r\n` : ''
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nconnection: close\r\n${allow}content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  )
}

const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)/i

/**
 * A body in any charset but UTF-8 is refused with 415 before any parser reads it. body-parser
 * decodes any `utf-*` charset it is told, so a body in `charset=utf-7` (where `+AFs-` is `[`) got
 * past the checks below, which read the bytes as UTF-8, and was parsed as something else.
 */
export function requireUtf8Bodies(req: Request, _res: Response, next: NextFunction) {
  const charset = CHARSET.exec(req.headers['content-type'] ?? '')?.[1]?.toLowerCase()
  if (charset === undefined || charset === 'utf-8') return next()
  next(new DomainError('unsupported', wireMessages.charsetNotAccepted))
}

/**
 * How deep objects and arrays may nest in a JSON body. Rich text, the deepest thing a form sends,
 * nests a few levels per list; 49,000 levels overflow the stack of whatever walks them (Payload's
 * field hooks did, with a 500).
 */
export const MAX_JSON_DEPTH = 64

const QUOTE = 0x22
const BACKSLASH = 0x5c
const OPENERS = new Set([0x5b, 0x7b])
const CLOSERS = new Set([0x5d, 0x7d])

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff

/** The code unit a `\uXXXX` escape starting at `index` (its backslash) names, or NaN. */
const escapedUnit = (text: string, index: number) =>
  text[index + 1] === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(index + 2, index + 6)) ? parseInt(text.slice(index + 2, index + 6), 16) : NaN

/**
 * What makes a JSON text unacceptable before it is even parsed: nesting deeper than
 * MAX_JSON_DEPTH, a NUL character (`\u0000`), which PostgreSQL cannot store in text and which
 * no form has a use for, or half of a surrogate pair (`\ud800` alone), which PostgreSQL refuses in
 * a JSON column (rich text answered a vague 400 and logged the whole query). Raw bytes cannot carry
 * one: invalid UTF-8 is read as U+FFFD. One pass over the text; a malformed one is left for the
 * parser to refuse.
 */
export function jsonTextProblem(text: string): string | undefined {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index)
    if (inString) {
      if (char === BACKSLASH) {
        const unit = escapedUnit(text, index)
        if (unit === 0) return genericMessages.nulCharacter
        if (isLowSurrogate(unit)) return genericMessages.loneSurrogate
        if (isHighSurrogate(unit)) {
          if (!isLowSurrogate(escapedUnit(text, index + 6))) return genericMessages.loneSurrogate
          index += 6
        }
        index += Number.isNaN(unit) ? 1 : 5
      } else if (char === QUOTE) inString = false
    } else if (char === QUOTE) inString = true
    else if (OPENERS.has(char) && ++depth > MAX_JSON_DEPTH) return genericMessages.tooDeeplyNested
    else if (CLOSERS.has(char)) depth--
  }
  return undefined
}

/** express.json with the checks above: a body that fails them is a 400 with its reason, before it is parsed. */
export function jsonBody(limit: number): RequestHandler {
  return express.json({
    limit,
    verify: (_req, _res, buffer) => {
      const problem = jsonTextProblem(buffer.toString('utf8'))
      if (problem) throw new DomainError('invalid', problem)
    },
  })
}
