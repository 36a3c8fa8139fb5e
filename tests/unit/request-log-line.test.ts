/**
 * The lean path writes its request lines through a child of the logger without its redaction
 * (server/leanReads.ts `requestLogger`, issue 42): every line must be the one the redacting
 * logger writes, for any address, secrets included.
 */
import fc from 'fast-check'
import pino from 'pino'
import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { redact } from '#infra/logger'
import { requestLine, requestLogger } from '#server/leanReads'

function capture() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString())
      done()
    },
  })
  return { lines, logger: pino({ level: 'info', redact, timestamp: false }, stream) }
}

const address = fc.oneof(
  fc.webPath().chain((path) => fc.webQueryParameters().map((query) => `${path}?${query}`)),
  fc.constantFrom(
    '/api/open-jobs?limit=20',
    '/recuperar-senha?token=abc123',
    '/api/users/verify/segredo',
    '/vagas?lat=-23.5&lng=-46.6&q=barba',
    '/api/x?sess%C3%A3o=1',
  ),
  fc.string(),
)

describe('a lean request line', () => {
  it('is the line the redacting logger writes', () => {
    const { lines, logger } = capture()
    const lean = requestLogger(logger)
    fc.assert(
      fc.property(address, fc.constantFrom('GET', 'HEAD'), fc.constantFrom(200, 304, 400, 503), fc.nat(5000), (url, method, status, ms) => {
        lines.length = 0
        logger.info(requestLine(method, url, status, ms), 'request completed')
        lean.info(requestLine(method, url, status, ms), 'request completed')
        expect(lines).toHaveLength(2)
        expect(lines[1]).toBe(lines[0])
      }),
    )
  })

  it('still has the address cut: no secret reaches it', () => {
    const { lines, logger } = capture()
    requestLogger(logger).info(requestLine('GET', '/recuperar-senha?token=abc123def456', 200, 1), 'request completed')
    expect(lines[0]).not.toContain('abc123def456')
  })
})
