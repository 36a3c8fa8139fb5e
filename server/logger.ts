import pino, { type Logger } from 'pino'
import pretty from 'pino-pretty'
import { settings } from './settings'

/**
 * One pino logger for Payload and for HTTP requests. JSON lines in production; readable lines
 * (written synchronously, no worker thread) when a person watches the terminal.
 */
function createLogger(): Logger {
  const { logLevel, production } = settings()
  const options = { level: logLevel, redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'] }
  if (!production && process.stdout.isTTY) {
    return pino(options, pretty({ colorize: true, sync: true, translateTime: 'HH:MM:ss', ignore: 'pid,hostname' }))
  }
  return pino(options)
}

export const payloadLogger: Logger = createLogger()
