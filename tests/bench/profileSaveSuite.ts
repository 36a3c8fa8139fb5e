import { mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { MAX_PORTFOLIO_PHOTOS } from '#domain/profiles'
import { ensureWebBuild } from '#server/pages/build'
import { createLimiter } from '#web/profiles/uploadLimiter'
import { mp4 } from '../fixtures/media'
import { freePort } from '../helpers/ports'
import { benchDatabase } from './database'
import { BENCH_BARBER, benchServerEnv, fmt, machineDescription, median, runScript, startProcess, stopProcess, writeSection } from './lib'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
/** The seconds a barber spends on the rest of the form after picking the files (name, bio, specialties, place). */
const FILLING_SECONDS = Number(process.env.BENCH_FILLING_SECONDS ?? 20)
const VIDEO_MB = 20

type File = { name: string; type: string; bytes: Buffer; folder: 'photos' | 'videos' | 'portfolio' }

/** A phone photo (4032 × 3024 JPEG): soft noise scaled up, so it costs what a real photo costs to decode and resize. */
async function phonePhoto(seed: number): Promise<Buffer> {
  const [width, height] = [252, 189]
  const noise = Buffer.alloc(width * height * 3)
  let state = seed * 2654435761
  for (let i = 0; i < noise.length; i++) noise[i] = (state = (state * 1103515245 + 12345) >>> 0) >>> 24
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .resize(4032, 3024, { kernel: 'cubic' })
    .jpeg({ quality: 85 })
    .toBuffer()
}

/**
 * Decision 0058: the same full profile (a photo, 12 portfolio photos, a 20 MB video) saved by the
 * flow before it and by the flow after it, interleaved round by round on one server.
 * - before: nothing is sent until the save; then the photo and the 12 portfolio photos all at
 *   once, then the video, then the profile (the old web/profiles code, step for step);
 * - after: each file starts uploading when picked, three at a time (the app's own limiter), the
 *   barber fills in the rest of the form, and the save waits only for what is still uploading.
 * The browser's XMLHttpRequest is replaced by fetch with the same multipart body.
 * BENCH_ROUNDS and BENCH_FILLING_SECONDS change the rounds and the time on the form;
 * BENCH_KEEP_DIR=1 keeps the server's data folder (its log names any refused upload).
 */
export async function profileSaveSuite(): Promise<void> {
  await ensureWebBuild()
  const photos = await Promise.all([1, 2, 3].map(phonePhoto))
  const files: File[] = [
    { name: 'eu.jpg', type: 'image/jpeg', bytes: photos[0]!, folder: 'photos' },
    { name: 'apresentacao.mp4', type: 'video/mp4', bytes: mp4({ seconds: 60, mdatBytes: VIDEO_MB * 2 ** 20 }), folder: 'videos' },
    ...Array.from({ length: MAX_PORTFOLIO_PHOTOS }, (_, index): File => ({
      name: `corte-${index + 1}.jpg`,
      type: 'image/jpeg',
      bytes: photos[index % photos.length]!,
      folder: 'portfolio',
    })),
  ]
  const database = await benchDatabase()
  const dataDir = await mkdtemp(path.join(tmpdir(), 'navalha-bench-'))
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const env = benchServerEnv({ databaseUrl: database.url, dataDir, port })
  const app = await startProcess(['server/main.ts'], env, `${url}/api/health`, path.join(dataDir, 'server.log'))
  const loadAtStart = loadavg()[0]!
  try {
    await runScript(['tests/bench/seed.ts', '0', '1'], env)
    const login = await fetch(`${url}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify(BENCH_BARBER),
    })
    if (!login.ok) throw new Error(`login do barbeiro falhou: ${login.status}`)
    const headers = { origin: url, accept: 'application/json', cookie: login.headers.getSetCookie()[0]!.split(';')[0]! }
    const upload = async (file: File): Promise<number> => {
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name)
      form.append('_payload', JSON.stringify({ folder: file.folder }))
      const response = await fetch(`${url}/api/media`, { method: 'POST', headers, body: form })
      if (response.status !== 201) throw new Error(`envio de ${file.name} respondeu ${response.status}: ${await response.text()}`)
      return ((await response.json()) as { doc: { id: number } }).doc.id
    }
    const saveProfile = async ([photo, video, ...portfolio]: number[]) => {
      const response = await fetch(`${url}/api/me/profile`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Barbeiro de Bench',
          age: 30,
          experienceYears: 6,
          bio: 'Barbeiro há seis anos, especialista em degradê e barba desenhada.',
          state: 'SP',
          city: 'São Paulo',
          district: 'Pinheiros',
          photo,
          video,
          portfolio: portfolio.map((media) => ({ media, caption: '' })),
        }),
      })
      if (response.status !== 200) throw new Error(`salvar o perfil respondeu ${response.status}: ${await response.text()}`)
    }
    const seconds = (since: number) => (performance.now() - since) / 1000
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

    // What the old save did when a file failed (a toast; the files already sent are kept): the
    // barber presses 'Salvar perfil' again, and only the files still missing are sent.
    let failures = { before: 0, after: 0 }
    const before = async () => {
      const pressed = performance.now()
      const sent: (number | undefined)[] = files.map(() => undefined)
      const send = (index: number) =>
        upload(files[index]!).then(
          (id) => (sent[index] = id),
          () => failures.before++,
        )
      for (let press = 1; sent.some((id) => id === undefined); press++) {
        if (press > 5) throw new Error('o fluxo antigo não salvou em 5 tentativas')
        await Promise.all(
          files
            .map((_, index) => index)
            .filter((index) => index !== 1 && sent[index] === undefined)
            .map(send),
        )
        if (sent[1] === undefined) await send(1)
      }
      await saveProfile(sent as number[])
      return { wait: seconds(pressed), total: seconds(pressed) }
    }
    // The new save tries a failed file once more, as web/profiles/useUploadsOnPick.ts does.
    const after = async (fillingSeconds: number) => {
      const picked = performance.now()
      const limit = createLimiter(3)
      const uploads = files.map((file) =>
        limit(() => upload(file)).catch(() => {
          failures.after++
          return limit(() => upload(file))
        }),
      )
      uploads.forEach((each) => each.catch(() => undefined))
      await sleep(fillingSeconds * 1000)
      const pressed = performance.now()
      await saveProfile(await Promise.all(uploads))
      return { wait: seconds(pressed), total: seconds(picked) }
    }

    const flows = {
      before: [] as { wait: number; total: number }[],
      afterAtOnce: [] as { wait: number; total: number }[],
      afterFilling: [] as { wait: number; total: number }[],
    }
    await after(0)
    failures = { before: 0, after: 0 }
    for (let round = 1; round <= ROUNDS; round++) {
      flows.before.push(await before())
      flows.afterAtOnce.push(await after(0))
      flows.afterFilling.push(await after(FILLING_SECONDS))
      console.log(
        `rodada ${round}: antes ${fmt(flows.before.at(-1)!.wait, 1)} s · depois, salvo logo ${fmt(flows.afterAtOnce.at(-1)!.wait, 1)} s · depois, salvo após ${FILLING_SECONDS} s ${fmt(flows.afterFilling.at(-1)!.wait, 1)} s`,
      )
    }
    const row = (label: string, runs: { wait: number; total: number }[]) => {
      const wait = median(runs.map((run) => run.wait))
      const baseline = median(flows.before.map((run) => run.wait))
      return `| ${label} | ${fmt(wait, 1)} | ${fmt(wait / baseline, 2)} | ${fmt(median(runs.map((run) => run.total)), 1)} |`
    }
    const photoMb = photos.reduce((sum, each) => sum + each.length, 0) / photos.length / 2 ** 20
    writeSection(
      'profile-save',
      `## Saving a full barber profile: uploads at save vs. uploads on pick (issue 39, item 13)

Command: \`npm run bench -- profile-save\` · ${new Date().toISOString().slice(0, 10)} · ${machineDescription()} · load average
${loadAtStart.toFixed(1)} at start, ${loadavg()[0]!.toFixed(1)} at the end (\`uptime\`'s first figure)

One server (NODE_ENV=production) on loopback; the profile of the issue: a photo, ${MAX_PORTFOLIO_PHOTOS} portfolio photos
(4032 × 3024 JPEG, ${fmt(photoMb, 1)} MB each) and a ${VIDEO_MB} MB video. ${ROUNDS} rounds after a warm-up, each round the three
flows one after the other; medians. "Before": nothing is sent until the save, then the photos all at once, then the video,
then the profile (the old code). "After" (decision 0058): every file starts when picked, 3 at a time, and the save waits for
what is still uploading — pressed right after picking, or after ${FILLING_SECONDS} s spent on the rest of the form.
"Save → saved" is what the barber waits after pressing 'Salvar perfil'; "pick → saved" counts from the first file picked.

| flow | save → saved, s | ratio to before | pick → saved, s |
|---|---:|---:|---:|
${row('before: uploads at save', flows.before)}
${row('after: uploads on pick, save pressed at once', flows.afterAtOnce)}
${row(`after: uploads on pick, save pressed after ${FILLING_SECONDS} s`, flows.afterFilling)}

Uploads refused during the measured rounds: ${failures.before} in the flow before (each one another press of 'Salvar perfil',
counted in its time), ${failures.after} in the flows after.

On loopback the time is the server's (images are decoded, resized and re-encoded one at a time, media/imageWork.ts), so
three at a time instead of all at once changes little when the save is pressed at once; what the barber gains is the time
spent on the rest of the form, during which the files are already on their way. Each upload once held a database
connection while it waited for its image's turn, and thirteen at once outlasted the pool's 10 s wait (503s); uploads now
wait for one of three turns before their transaction (media/uploadTurns.ts, decision 0058), so a refusal here is a fault.
Not measured here: a phone's upload link, where the transfer rather than the server sets the time.
`,
    )
  } finally {
    await stopProcess(app)
    await database.drop()
    if (process.env.BENCH_KEEP_DIR) console.log(`dados em ${dataDir}`)
    else await rm(dataDir, { recursive: true, force: true })
  }
}
