import { createServer, type Server } from 'node:http'
import { startMailSink, type MailSink } from '../../helpers/mail'
import { freePort } from '../../helpers/ports'

/**
 * The SMTP sink of the integration tests, plus a small HTTP window onto it so Playwright
 * workers (other processes) can read what the app sent: GET /messages?to=<address>.
 */
export async function startMailCatcher(): Promise<{ smtpUrl: string; httpUrl: string; close: () => Promise<void> }> {
  const sink: MailSink = await startMailSink()
  const port = await freePort()
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const to = url.searchParams.get('to')?.toLowerCase()
    const messages = sink.messages.filter((m) => !to || m.to.some((address) => address.toLowerCase() === to))
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify(messages.map(({ raw: _raw, ...message }) => message)))
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    smtpUrl: sink.url,
    httpUrl: `http://127.0.0.1:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await sink.close()
    },
  }
}
