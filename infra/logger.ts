import pino, { type Logger } from 'pino'
import pretty from 'pino-pretty'
import { redactUrl } from './redactUrl'
import { settings } from './settings'

/**
 * Never written to a log: session cookies and tokens, and the secret in a URL (a request line, or
 * a `url` an error report carries) is cut out of it rather than dropped, so the line still says
 * which route was hit.
 */
const redact = {
  paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]', 'req.url', 'url'],
  censor: (value: unknown, path: string[]) => (path.at(-1) === 'url' && typeof value === 'string' ? redactUrl(value) : '[Redacted]'),
}

/**
 * One pino logger for Payload and for HTTP requests. JSON lines in production; readable lines
 * (written synchronously, no worker thread) when a person watches the terminal.
 */
function createLogger(): Logger {
  const { logLevel, production } = settings()
  const options = { level: logLevel, redact }
  if (!production && process.stdout.isTTY) {
    return pino(options, pretty({ colorize: true, sync: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname' }))
  }
  return pino(options)
}

export const payloadLogger: Logger = createLogger()
