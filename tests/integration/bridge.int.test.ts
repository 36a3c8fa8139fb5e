/** The Express → Payload bridge: body limits, files only where they belong, and a server that survives bad requests. */
import { request as httpRequest } from 'node:http'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../helpers/app'
import { ApiClient } from '../helpers/client'
import { createShop } from '#server/seed/factories'

const app = useTestApp()

const healthy = async () => (await new ApiClient(app.url).get('/api/health')).status === 200

/** A body sent in chunks, with no Content-Length to check up front. */
function sendChunked(path: string, chunks: string[], headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, app.url)
    const request = httpRequest(
      { hostname: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers: { ...headers, origin: app.url, 'transfer-encoding': 'chunked' } },
      (response) => {
        let body = ''
        response.on('data', (chunk) => (body += chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
      },
    )
    request.on('error', reject)
    for (const chunk of chunks) request.write(chunk)
    request.end()
  })
}

describe('bridge', () => {
  it('refuses files sent anywhere but the media collection, and stays up', async () => {
    const shop = await createShop(app.payload)
    const client = new ApiClient(app.url)
    await client.login(shop.email, shop.password)
    const form = new FormData()
    for (let i = 0; i < 6; i++) form.append(`file${i}`, new Blob(['x'.repeat(1000)]), `f${i}.txt`)
    form.append('_payload', JSON.stringify({ title: 'Vaga por formulário', description: 'Descrição com mais de vinte letras.' }))
    for (const as of [client, new ApiClient(app.url)]) {
      const response = await as.request('POST', '/api/jobs', { body: form })
      expect(response.status).toBe(415)
      expect(response.body.errors[0].message).toBe('Envie os dados em JSON; arquivos só pelo envio de mídia.')
    }
    expect(await healthy()).toBe(true)
  })

  it('answers a JSON body over 100 KB with 413 in Portuguese, declared or chunked', async () => {
    const big = JSON.stringify({ title: 'x'.repeat(200 * 1024) })
    const declared = await new ApiClient(app.url).request('POST', '/api/jobs', { body: big, headers: { 'content-type': 'application/json' } })
    expect(declared.status).toBe(413)
    expect(declared.body.errors[0].message).toBe('Os dados enviados são grandes demais.')
    const chunked = await sendChunked('/api/jobs', [big.slice(0, 60_000), big.slice(60_000)], { 'content-type': 'application/json' })
    expect(chunked.status).toBeGreaterThanOrEqual(400)
    expect(chunked.status).toBeLessThan(500)
    expect(await healthy()).toBe(true)
  })

  it('never answers malformed JSON with a 500', async () => {
    const response = await new ApiClient(app.url).request('POST', '/api/users/login', { body: '{"email":', headers: { 'content-type': 'application/json' } })
    expect(response.status).toBe(400)
    expect(await healthy()).toBe(true)
  })
})
