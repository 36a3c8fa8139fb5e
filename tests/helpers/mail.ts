import { SMTPServer } from 'smtp-server'
import { freePort } from './ports'

/**
 * A real SMTP server that keeps what it receives, for tests: the app sends through nodemailer
 * exactly as in production (SMTP_URL), and tests read the messages and their links.
 */
export type CapturedEmail = {
  to: string[]
  subject: string
  text: string
  html: string
  raw: string
  /** The text/calendar part of an invitation, decoded ('' when there is none). */
  calendar: string
}

function decodeTransfer(body: string, encoding: string | undefined): string {
  switch (encoding?.toLowerCase()) {
    case 'quoted-printable': {
      const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)))
      return Buffer.from(bytes, 'latin1').toString('utf8')
    }
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    default:
      return body
  }
}

function decodeWords(value: string): string {
  // Whitespace between two encoded words is not part of the text (RFC 2047).
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  )
}

function parsePart(raw: string): { headers: Record<string, string>; body: string } {
  const split = raw.search(/\r?\n\r?\n/)
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ')
  const headers: Record<string, string> = {}
  for (const line of head.split(/\r?\n/)) {
    const index = line.indexOf(':')
    if (index > 0) headers[line.slice(0, index).trim().toLowerCase()] = line.slice(index + 1).trim()
  }
  return { headers, body: raw.slice(split).replace(/^\r?\n\r?\n/, '') }
}

function parseEmail(raw: string, to: string[]): CapturedEmail {
  const message = parsePart(raw)
  const email: CapturedEmail = { to, subject: decodeWords(message.headers.subject ?? ''), text: '', html: '', raw, calendar: '' }
  const visit = (part: { headers: Record<string, string>; body: string }) => {
    const type = part.headers['content-type'] ?? 'text/plain'
    const boundary = type.match(/boundary="?([^";]+)"?/i)?.[1]
    if (boundary) {
      for (const chunk of part.body.split(`--${boundary}`).slice(1)) if (!chunk.startsWith('--')) visit(parsePart(chunk.replace(/^\r?\n/, '')))
      return
    }
    const decoded = decodeTransfer(part.body, part.headers['content-transfer-encoding'])
    if (type.startsWith('text/html')) email.html = decoded
    else if (type.startsWith('text/plain')) email.text = decoded
    else if (type.startsWith('text/calendar') || type.startsWith('application/ics')) email.calendar = decoded
  }
  visit(message)
  return email
}

export type MailSink = {
  url: string
  messages: CapturedEmail[]
  /** The first message (already received or arriving within the timeout) that matches. */
  waitFor: (match: (email: CapturedEmail) => boolean, timeoutMs?: number) => Promise<CapturedEmail>
  close: () => Promise<void>
}

export async function startMailSink(): Promise<MailSink> {
  const messages: CapturedEmail[] = []
  const listeners = new Set<() => void>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        messages.push(
          parseEmail(
            Buffer.concat(chunks).toString('latin1'),
            session.envelope.rcptTo.map((r) => r.address),
          ),
        )
        for (const notify of listeners) notify()
        callback()
      })
    },
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor: (match, timeoutMs = 15_000) =>
      new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(match)
          if (!found) return false
          listeners.delete(check)
          clearTimeout(timer)
          resolve(found)
          return true
        }
        const timer = setTimeout(() => {
          listeners.delete(check)
          reject(new Error(`nenhum e-mail chegou em ${timeoutMs} ms (recebidos: ${messages.map((m) => `${m.to} «${m.subject}»`).join(', ') || 'nenhum'})`))
        }, timeoutMs)
        if (!check()) listeners.add(check)
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** The first link in an e-mail whose path starts with `path`. */
export function linkIn(email: CapturedEmail, path: string): URL {
  const link = (email.text.match(/https?:\/\/[^\s<>"]+/g) ?? []).map((l) => new URL(l)).find((url) => url.pathname.startsWith(path))
  if (!link) throw new Error(`nenhum link para ${path} em «${email.subject}»:\n${email.text}`)
  return link
}
