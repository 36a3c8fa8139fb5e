/**
 * What libraries answer on their own (Socket.IO's engine, its namespaces, body parsing and
 * decompression) reaches users in Portuguese, in the one error shape, never in the library's English.
 */
import http from 'node:http'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { io, type Socket } from 'socket.io-client'
import { useTestApp } from '../helpers/app'
import { ApiClient } from '../helpers/client'
import { createBarber, type BarberAccount } from '#server/seed/factories'

const app = useTestApp()
let barber: BarberAccount
let asBarber: ApiClient
const sockets: Socket[] = []

beforeAll(async () => {
  barber = await createBarber(app.payload)
  asBarber = new ApiClient(app.url)
  await asBarber.login(barber.email, barber.password)
})
afterAll(() => sockets.forEach((socket) => socket.disconnect()))

const ENGLISH =
  /transport unknown|session id unknown|bad handshake method|bad request|forbidden|unsupported protocol|invalid namespace|decompression|incorrect header|unexpected end|unsupported|charset|encoding|aborted/i

/** The raw answer to an HTTP request, upgrade requests included (Node's fetch cannot send those). */
function raw(method: string, path: string, headers: Record<string, string> = {}, body?: Buffer): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(app.url + path, { method, headers: { origin: app.url, ...headers } })
    request.on('response', (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk) => (text += chunk))
      response.on('end', () => resolve({ status: response.statusCode!, text }))
    })
    // An upgrade refused before any handshake is a plain HTTP answer; one accepted would be a 101.
    request.on('upgrade', (response, socket) => {
      socket.destroy()
      resolve({ status: response.statusCode!, text: '' })
    })
    request.on('error', reject)
    request.end(body)
  })
}

const messageOf = (text: string) => (JSON.parse(text) as { errors: { message: string }[] }).errors[0].message

describe("Socket.IO's engine", () => {
  const upgrade = { connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-version': '13', 'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==' }
  it.each([
    ['an unknown transport', 'GET', '/socket.io/?EIO=4&transport=polling', {}, 400, 'O chat se conecta só por WebSocket. Recarregue a página.'],
    ['a made-up transport', 'GET', '/socket.io/?EIO=4&transport=carrier-pigeon', {}, 400, 'O chat se conecta só por WebSocket. Recarregue a página.'],
    ['a WebSocket asked for without the upgrade', 'GET', '/socket.io/?EIO=4&transport=websocket', {}, 400, 'Conexão do chat inválida. Recarregue a página.'],
    ['a handshake by POST', 'POST', '/socket.io/?EIO=4&transport=websocket', {}, 400, 'Conexão do chat inválida. Recarregue a página.'],
    ['an unknown session', 'GET', '/socket.io/?EIO=4&transport=websocket&sid=inexistente', {}, 400, 'A conexão do chat expirou. Recarregue a página.'],
    [
      'an upgrade to an unknown transport',
      'GET',
      '/socket.io/?EIO=4&transport=polling',
      upgrade,
      400,
      'O chat se conecta só por WebSocket. Recarregue a página.',
    ],
  ])('answers %s in Portuguese', async (_, method, path, headers, status, message) => {
    const answer = await raw(method, path, headers)
    expect(answer.status).toBe(status)
    expect(answer.text).not.toMatch(ENGLISH)
    expect(messageOf(answer.text)).toBe(message)
  })

  it('refuses a namespace that does not exist in Portuguese', async () => {
    const token = asBarber.cookie('payload-token')!
    const socket = io(`${app.url}/outro-canal`, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: { origin: app.url, cookie: `payload-token=${token}` },
    })
    sockets.push(socket)
    const message = await new Promise<string>((resolve, reject) => {
      socket.once('connect', () => reject(new Error('conectou')))
      socket.once('connect_error', (error) => resolve(error.message))
    })
    expect(message).toBe('Canal do chat inexistente.')
  })
})

describe('request bodies the server cannot read', () => {
  const corrupt = Buffer.from('isto não é gzip nem nada comprimido')
  const routes = [
    ['POST', '/api/signup'],
    ['POST', '/api/users/login'],
    ['POST', '/api/users/forgot-password'],
    ['POST', '/api/jobs'],
    ['PATCH', '/api/users/1'],
    ['PUT', '/api/me/profile'],
    ['POST', '/api/chat/conversations'],
    ['POST', '/api/admin/users'],
  ] as const
  it.each(routes.flatMap(([method, path]) => ['gzip', 'deflate', 'br'].map((encoding) => [method, path, encoding] as const)))(
    '%s %s with a corrupt %s body → 400 in Portuguese',
    async (method, path, encoding) => {
      const response = await asBarber.request(method, path, { body: corrupt, headers: { 'content-type': 'application/json', 'content-encoding': encoding } })
      expect(response.status).toBe(400)
      expect(response.text).not.toMatch(ENGLISH)
      expect(response.body.errors[0].message).toBe('Os dados comprimidos enviados estão corrompidos.')
    },
  )

  it('still reads a body compressed the right way', async () => {
    for (const [encoding, compress] of [
      ['gzip', gzipSync],
      ['br', brotliCompressSync],
    ] as const) {
      const body = compress(Buffer.from(JSON.stringify({ email: 'ninguem@teste.navalha.test', password: 'senha-errada' })))
      const response = await new ApiClient(app.url).request('POST', '/api/users/login', {
        body,
        headers: { 'content-type': 'application/json', 'content-encoding': encoding },
      })
      expect(response.status, encoding).toBe(401)
    }
  })

  it('refuses an unknown content encoding in Portuguese', async () => {
    const response = await asBarber.request('POST', '/api/signup', {
      body: '{}',
      headers: { 'content-type': 'application/json', 'content-encoding': 'compress' },
    })
    expect(response.status).toBe(415)
    expect(response.text).not.toMatch(ENGLISH)
    expect(response.body.errors[0].message).toBe('Compressão não aceita: envie os dados sem compressão, ou com gzip, deflate ou br.')
  })
})
