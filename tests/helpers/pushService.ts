import { execFileSync } from 'node:child_process'
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import tls from 'node:tls'

/** One request a push service received. */
type ReceivedPush = { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer }

/** A browser's side of a subscription: the keys it made, and the JSON it gives the server. */
export type TestSubscription = {
  endpoint: string
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } }
  /** The pushed message as the browser reads it: decrypted with its own private key and auth secret (RFC 8291). */
  decrypt: (body: Buffer) => string
}

export type PushService = {
  url: string
  received: ReceivedPush[]
  /** A new browser subscribed at `path` of this service: `/gone/…` answers 410, `/missing/…` 404, `/moved/…` a redirect to `/redirected/…`, anything else 201. */
  subscription: (path: string) => TestSubscription
  close: () => Promise<void>
}

const info = (text: string) => Buffer.from(`${text}\0`)

/**
 * Decrypts an `aes128gcm` push body (RFC 8188 framing, RFC 8291 keys) as a browser does: the header
 * carries the salt, the record size and the server's one-time public key; the keys come from ECDH
 * with the browser's private key, mixed with its auth secret.
 */
function decryptPush(body: Buffer, browser: ReturnType<typeof createECDH>, authSecret: Buffer): string {
  const salt = body.subarray(0, 16)
  const idLength = body.readUInt8(20)
  const serverPublicKey = body.subarray(21, 21 + idLength)
  const records = body.subarray(21 + idLength)
  const shared = browser.computeSecret(serverPublicKey)
  const keyInfo = Buffer.concat([info('WebPush: info'), browser.getPublicKey(), serverPublicKey])
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32))
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, info('Content-Encoding: aes128gcm'), 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, info('Content-Encoding: nonce'), 12))
  const decipher = createDecipheriv('aes-128-gcm', key, nonce)
  decipher.setAuthTag(records.subarray(records.length - 16))
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()])
  // One record, the last: the text, then the delimiter 0x02, then zero padding.
  let end = padded.length - 1
  while (end > 0 && padded[end] === 0) end--
  if (padded[end] !== 2) throw new Error('registro final sem o delimitador 0x02')
  return padded.subarray(0, end).toString('utf8')
}

/** What a server that pushes to this service needs in its environment. */
export const LOCAL_PUSH_SERVICE_ENV = { PUSH_SERVICE_HOSTS: 'localhost', PUSH_PRIVATE_ALLOW: '127.0.0.1' }

/**
 * A push service on this machine, over HTTPS as web-push requires, with a certificate made for the
 * test and trusted by this process only (the servers under test run in it).
 */
export async function startPushService(): Promise<PushService> {
  const dir = mkdtempSync(path.join(tmpdir(), 'navalha-push-'))
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
    ],
    { stdio: 'ignore' },
  )
  const cert = readFileSync(path.join(dir, 'cert.pem'), 'utf8')
  const key = readFileSync(path.join(dir, 'key.pem'), 'utf8')
  rmSync(dir, { recursive: true, force: true })
  tls.setDefaultCACertificates([...tls.getCACertificates('default'), cert])

  const received: ReceivedPush[] = []
  const server: Server = createServer({ cert, key }, (req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) })
      if (req.url?.startsWith('/moved/')) res.writeHead(301, { location: `${url}/redirected${req.url}` })
      else res.statusCode = req.url?.startsWith('/gone/') ? 410 : req.url?.startsWith('/missing/') ? 404 : 201
      res.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  // By name, as the server sends only to push services' names (decision 0052): the tests list
  // `localhost` in PUSH_SERVICE_HOSTS and let it resolve to loopback with PUSH_PRIVATE_ALLOW.
  const url = `https://localhost:${(server.address() as AddressInfo).port}`

  const subscription = (at: string): TestSubscription => {
    const browser = createECDH('prime256v1')
    browser.generateKeys()
    const authSecret = randomBytes(16)
    const endpoint = `${url}${at}`
    return {
      endpoint,
      json: { endpoint, expirationTime: null, keys: { p256dh: browser.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') } },
      decrypt: (body) => decryptPush(body, browser, authSecret),
    }
  }
  return { url, received, subscription, close: () => new Promise((resolve) => server.close(() => resolve())) }
}
