import { spawn } from 'node:child_process'
import path from 'node:path'
import { webBuildsAreStale } from './pages/build'

const root = path.resolve(import.meta.dirname, '..')
/**
 * The child's program: a failure's message alone as its last line, for the parent's error. It ends
 * when its parent does (the IPC channel closes, even on a kill -9): an orphan would go on writing a
 * build no start waits for any more. Done, it lets go of the channel, which would keep it running.
 */
const BUILD =
  "let done = false; process.on('disconnect', () => done || process.exit(1)); import('./server/pages/build.ts').then((build) => build.ensureWebBuild()).then(() => { done = true; process.disconnect() }, (error) => { console.error(error instanceof Error ? error.message : error); process.exit(1) })"

/**
 * The web app's and the console's Vite builds, when stale, in a Node process of their own (issue
 * 39, item 14): run inside the serving process they left it at ~960 MiB resident for good (Vite,
 * its bundler and the modules' graphs, which V8 does not give back), against ~240 MiB after any
 * later start. The child reports as the build does (`Compilando: ...`) and fails the start if it fails.
 */
export async function ensureWebBuildApart(): Promise<void> {
  if (!webBuildsAreStale()) return
  // The sources through tsx, which `npm ci --omit=dev` keeps; Vite itself is a development
  // dependency, and build.ts says so when it is missing.
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', BUILD], {
    cwd: root,
    env: process.env,
    stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
  })
  // A parent that exits first (a Ctrl-C during the boot exits at once) takes the build with it.
  const stopChild = () => child.kill('SIGKILL')
  process.once('exit', stopChild)
  child.once('exit', () => process.removeListener('exit', stopChild))
  let errors = ''
  child.stderr!.on('data', (chunk: Buffer) => {
    errors += chunk.toString('utf8')
    process.stderr.write(chunk)
  })
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (exitCode, exitSignal) => resolve([exitCode, exitSignal]))
  })
  // Killed, its last line is whatever the build printed last (a Vite warning): not the reason.
  if (signal) throw new Error(`a compilação da versão web foi interrompida (${signal})`)
  if (code !== 0) throw new Error(errors.trim().split('\n').filter(Boolean).at(-1) ?? `a compilação terminou com código ${code}`)
}
