/**
 * A create or an update with no body is a 400 however the request says it has none (issue 38,
 * found by attack38). Node reads `Content-Length: 00` as zero, as the bridge does
 * (server/http/bridge.ts counts Number(content-length) > 0 as a body); the refusal in front of
 * Payload (server/rest/routes.ts, requireDocument) compared the header's text with '0', so
 * such a request reached Payload with no data, and a hook reading a field of it answered 500.
 */
import net from 'node:net'
import { beforeAll, expect, it } from 'vitest'
import { genericMessages } from '#domain/messages/common'
import { useTestApp } from '../helpers/app'
import { ApiClient } from '../helpers/client'
import { createJob, createShop, type ShopAccount } from '#server/seed/factories'

const app = useTestApp()
let shop: ShopAccount
let cookie: string

beforeAll(async () => {
  shop = await createShop(app.payload, { name: 'Barbearia Sem Corpo' })
  const client = new ApiClient(app.url)
  await client.login(shop.email, shop.password)
  cookie = `payload-token=${client.cookie('payload-token')}`
})

/** One request written on a socket as given (fetch would rewrite its framing): its status and body. */
function rawRequest(head: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(app.url)
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(head))
    let text = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (text += chunk))
    socket.on('error', reject)
    socket.on('close', () => resolve({ status: Number(text.split(' ')[1]), body: text.slice(text.indexOf('\r\n\r\n') + 4) }))
  })
}

it.each(['00', '000', ' 0 '])('answers 400, not 500, to a create or an update with Content-Length: %j and no body', async (length) => {
  const job = await createJob(app.payload, shop.shop, { title: 'Vaga sem corpo' })
  for (const [method, path] of [
    ['POST', '/api/jobs'],
    ['PATCH', `/api/jobs/${job.id}`],
    ['PATCH', `/api/users/${shop.user.id}`],
    ['POST', '/api/support-tickets'],
  ]) {
    const { host } = new URL(app.url)
    const answer = await rawRequest(
      `${method} ${path} HTTP/1.1\r\nHost: ${host}\r\nOrigin: ${app.url}\r\nCookie: ${cookie}\r\nConnection: close\r\nContent-Length: ${length}\r\n\r\n`,
    )
    expect(answer.status, `${method} ${path}`).toBe(400)
    expect(answer.body, `${method} ${path}`).toContain(genericMessages.documentRequired)
  }
})
