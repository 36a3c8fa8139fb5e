import pino, { type Logger } from 'pino'
import pretty from 'pino-pretty'
import { redactUrl } from './redactUrl'
import { settings } from './settings'

/**
 * Never written to a log: session cookies and tokens, and the secret in a URL (a request line, or
 * a `url` an error report carries) is cut out of it rather than dropped, so the line still says
 * which route was hit.
 */
export const redact = {
  paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', 'req.url', 'url'],
  censor: (value: unknown, path: string[]) => (path.at(-1) === 'url' && typeof value === 'string' ? redactUrl(value) : '[Redacted]'),
}

/** Production's log lines are written in batches of about this many bytes… */
const LOG_BATCH_BYTES = 4096
/** …or when this many milliseconds passed since the last write, whichever comes first. */
const LOG_FLUSH_MS = 1000

/**
 * One pino logger for Payload and for HTTP requests. JSON lines in production; readable lines
 * (written synchronously, no worker thread) when a person watches the terminal.
 *
 * In production the lines are written to stdout in batches (sonic-boom's `minLength` and
 * `periodicFlush`): one write per request was the largest cost of the hot reads after the
 * socket itself (issue 29's profile: 7% of the server's busy time on the main thread, plus the
 * write in the thread pool). A line waits at most a second; on exit, crash included, pino flushes
 * what is left synchronously; only a `kill -9` can lose the last second of lines.
 */
function createLogger(): Logger {
  const { logLevel, production } = settings()
  const options = { level: logLevel, redact }
  if (!production && process.stdout.isTTY) {
    return pino(options, pretty({ colorize: true, sync: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname' }))
  }
  if (production) return pino(options, pino.destination({ dest: 1, minLength: LOG_BATCH_BYTES, periodicFlush: LOG_FLUSH_MS }))
  return pino(options)
}

export const payloadLogger: Logger = createLogger()
