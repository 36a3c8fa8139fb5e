import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { ensureWebBuild } from '#server/pages/build'
import { freePort } from '../helpers/ports'
import { benchDatabase } from './database'
import { BENCH_BARBER, benchServerEnv, fmt, machineDescription, runScript, startProcess, stopProcess, writeSection } from './lib'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2)
const TOGETHER = 6
const SIDE = 7000
const FORMATS = ['png', 'jpeg', 'webp'] as const

/** The server's resident memory now and the most it ever held, in MB, from /proc (Linux only). */
async function memoryOf(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8')
  const kilobytes = (field: string) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm'))?.[1] ?? NaN)
  return { rss: kilobytes('VmRSS') / 1024, peak: kilobytes('VmHWM') / 1024 }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 3000))

type Step = { label: string; rss: number; peak: number; seconds?: number }

async function measure(allocator: Record<string, string>, photos: Record<(typeof FORMATS)[number], Buffer>): Promise<Step[]> {
  const database = await benchDatabase()
  const dataDir = await mkdtemp(path.join(tmpdir(), 'navalha-bench-'))
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const env = { ...benchServerEnv({ databaseUrl: database.url, dataDir, port }), ...allocator }
  const app = await startProcess(['server/main.ts'], env, `${url}/api/health`, path.join(dataDir, 'server.log'))
  try {
    await runScript(['tests/bench/seed.ts', '0', '1'], env)
    const login = await fetch(`${url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify(BENCH_BARBER),
    })
    if (!login.ok) throw new Error(`login do barbeiro falhou: ${login.status}`)
    const headers = { origin: url, accept: 'application/json', cookie: login.headers.getSetCookie()[0].split(';')[0] }
    const send = async (bytes: Buffer, format: string) => {
      const form = new FormData()
      form.append('_payload', JSON.stringify({ folder: 'photos' }))
      form.append('file', new Blob([new Uint8Array(bytes)]), `foto.${format}`)
      const response = await fetch(`${url}/api/media`, { method: 'POST', headers, body: form })
      if (response.status !== 201) throw new Error(`envio de ${format} respondeu ${response.status}: ${await response.text()}`)
    }

    await settle()
    const steps: Step[] = [{ label: 'idle, after start-up', ...(await memoryOf(app.pid!)) }]
    for (const format of FORMATS) {
      for (let round = 1; round <= ROUNDS; round++) {
        const started = performance.now()
        await Promise.all(Array.from({ length: TOGETHER }, () => send(photos[format], format)))
        const seconds = (performance.now() - started) / 1000
        await settle()
        steps.push({ label: `${TOGETHER} × ${format.toUpperCase()} together, round ${round}`, seconds, ...(await memoryOf(app.pid!)) })
        console.log(`${JSON.stringify(allocator)} · ${steps.at(-1)!.label}: ${fmt(steps.at(-1)!.rss)} MB, pico ${fmt(steps.at(-1)!.peak)} MB`)
      }
    }
    return steps
  } finally {
    await stopProcess(app)
    await database.drop()
    await rm(dataDir, { recursive: true, force: true })
  }
}

/**
 * What the server holds while it resizes large photos: rounds of six 49 MP uploads sent together,
 * in each format, with glibc's default allocator and with MALLOC_ARENA_MAX=2 (sharp's advice for
 * glibc). Memory is read from /proc: VmRSS three seconds after each round, VmHWM the peak so far.
 */
export async function uploadsSuite(): Promise<void> {
  if (process.platform !== 'linux') throw new Error('a suíte uploads lê a memória em /proc: só roda no Linux')
  // Built here, or the first server would build it and start with Vite's memory in its count.
  await ensureWebBuild()
  const flat = sharp({ create: { width: SIDE, height: SIDE, channels: 3, background: '#44403c' } })
  const photos = {
    png: await flat.clone().png({ compressionLevel: 9 }).toBuffer(),
    jpeg: await flat.clone().jpeg().toBuffer(),
    webp: await flat.clone().webp().toBuffer(),
  }
  const glibc = await measure({}, photos)
  const twoArenas = await measure({ MALLOC_ARENA_MAX: '2' }, photos)
  const rows = glibc.map(
    (step, index) =>
      `| ${step.label} | ${step.seconds === undefined ? '' : fmt(step.seconds, 1)} | ${fmt(step.rss)} | ${fmt(step.peak)} | ${fmt(twoArenas[index].rss)} | ${fmt(twoArenas[index].peak)} |`,
  )
  const sizes = FORMATS.map((format) => `${format.toUpperCase()} ${fmt(photos[format].length / 1024)} KB`).join(', ')
  writeSection(
    'uploads',
    `## Memory while resizing large photos (issue 9)

Command: \`npm run bench -- uploads\` · ${new Date().toISOString().slice(0, 10)} · ${machineDescription()}

One server (NODE_ENV=production) receives rounds of ${TOGETHER} uploads sent together of a ${SIDE} × ${SIDE} photo
(${fmt((SIDE * SIDE) / 1e6)} MP, just under the 52 MP limit; flat colour, so small files: ${sizes}), ${ROUNDS} rounds per
format. Each is decoded, bounded to 2560 px, re-encoded to WebP with three sizes (media/imageWork.ts runs one image at a time).
RSS is read three seconds after each round; peak is the process's high-water mark so far (VmHWM). Left: glibc's
default allocator; right: the same server started with \`MALLOC_ARENA_MAX=2\`.

| step | seconds | RSS MB | peak MB | RSS MB, 2 arenas | peak MB, 2 arenas |
|---|---:|---:|---:|---:|---:|
${rows.join('\n')}
`,
  )
}
