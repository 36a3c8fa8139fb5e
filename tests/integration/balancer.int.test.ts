/**
 * Two instances on one PostgreSQL behind Debian's HAProxy with the cluster's own configuration
 * (server/operations/clusterConfig.ts: round robin, no sticky sessions, health checks, WebSocket upgrade):
 * a session, a write and a chat message work whichever instance each request lands on.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { io, type Socket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatEvents, type ChatMessage } from '#domain/chat'
import { haproxyConfig } from '#server/operations/clusterConfig'
import { startTestApp, type TestApp } from '../helpers/app'
import { createChatPair, openConversation, signIn } from '../helpers/chat'
import { freePort } from '../helpers/ports'
import { createJob, createShop } from '#server/seed/factories'
import { startServerProcess, type ServerProcess } from '../helpers/serverProcess'

const HAPROXY = process.env.HAPROXY ?? '/usr/sbin/haproxy'
let first: TestApp
let second: ServerProcess
let haproxy: ChildProcess
let work: string
let balancer: string
const sockets: Socket[] = []

beforeAll(async () => {
  const port = await freePort()
  balancer = `http://127.0.0.1:${port}`
  // Both instances know the balancer's address as theirs (CSRF origins, links) and trust its X-Forwarded-For.
  const env = { PUBLIC_URL: balancer, TRUST_PROXY: '1' }
  first = await startTestApp(env)
  second = await startServerProcess({ ...env, PAYLOAD_SECRET: process.env.PAYLOAD_SECRET! }, { databaseUrl: first.databaseUrl })
  work = await mkdtemp(path.join(tmpdir(), 'navalha-haproxy-'))
  const config = path.join(work, 'haproxy.cfg')
  const servers = [first.url, second.url].map((url, i) => ({ name: `app${i + 1}`, address: new URL(url).host }))
  await writeFile(config, haproxyConfig({ bind: `127.0.0.1:${port}`, servers }))
  haproxy = spawn(HAPROXY, ['-f', config, '-db'], { stdio: ['ignore', 'ignore', 'pipe'] })
  let output = ''
  haproxy.stderr!.on('data', (chunk) => (output += chunk))
  for (const deadline = Date.now() + 20_000; ;) {
    if (
      await fetch(`${balancer}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break
    if (Date.now() > deadline) throw new Error(`o HAProxy não respondeu:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}, 180_000)

afterAll(async () => {
  for (const socket of sockets) socket.disconnect()
  if (haproxy && haproxy.exitCode === null) {
    const exited = new Promise((resolve) => haproxy.once('exit', resolve))
    haproxy.kill('SIGTERM')
    await exited
  }
  await second?.close()
  await first?.close()
  if (work) await rm(work, { recursive: true, force: true })
})

const instanceOf = (headers: Headers) => headers.get('x-navalha-instance')

describe('through the balancer, without sticky sessions', () => {
  it('keeps a session signed in on one instance on the next requests, served by the other', async () => {
    const shop = await createShop(first.payload)
    const client = await signIn(balancer, shop)
    const served = new Set<string | null>()
    for (let i = 0; i < 4; i++) {
      const me = await client.get('/api/users/me')
      expect(me.status).toBe(200)
      expect(me.body.user?.id).toBe(shop.user.id)
      served.add(instanceOf(me.headers))
    }
    expect(served).toEqual(new Set(['app1', 'app2']))
  })

  it('shows a write on one instance in the next read on the other at once', async () => {
    const shop = await createShop(first.payload)
    const job = await createJob(first.payload, shop.shop)
    const client = await signIn(balancer, shop)
    // Read once on each instance first, so any copy either keeps is warm.
    for (let i = 0; i < 2; i++) expect((await fetch(`${balancer}/api/job-details/${job.id}`)).status).toBe(200)
    for (const title of ['Barbeiro para sexta-feira', 'Barbeiro para o domingo']) {
      const written = await client.patch(`/api/jobs/${job.id}`, { title })
      expect(written.status, written.text).toBe(200)
      const readers = new Set<string | null>()
      for (let i = 0; i < 2; i++) {
        const read = await fetch(`${balancer}/api/job-details/${job.id}`)
        readers.add(instanceOf(read.headers))
        expect(await read.text()).toContain(title)
      }
      expect(readers.size).toBe(2)
    }
  })

  it('delivers a message sent through one instance to a socket held by the other', async () => {
    const pair = await createChatPair(first.payload, balancer)
    const conversation = await openConversation(pair)
    const socket = io(balancer, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      extraHeaders: { origin: balancer, cookie: `payload-token=${pair.barberClient.cookie('payload-token')}` },
    })
    sockets.push(socket)
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve())
      socket.once('connect_error', reject)
    })
    const messages: ChatMessage[] = []
    socket.on(chatEvents.message, (message: ChatMessage) => messages.push(message))
    expect(await socket.timeout(5000).emitWithAck(chatEvents.join, { conversation })).toMatchObject({ ok: true })

    // Round robin: two sends land on both instances, so one of them is not the socket's.
    const senders = new Set<string | null>()
    for (const body of ['Pode vir amanhã às 9h?', 'Traga seu material, por favor.']) {
      const sent = await pair.shopClient.post(`/api/chat/conversations/${conversation}/messages`, { body })
      expect(sent.status, sent.text).toBe(201)
      senders.add(instanceOf(sent.headers))
    }
    expect(senders.size).toBe(2)
    const deadline = Date.now() + 10_000
    while (messages.length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
    expect(messages.map((message) => message.body)).toEqual(['Pode vir amanhã às 9h?', 'Traga seu material, por favor.'])
  })
})
