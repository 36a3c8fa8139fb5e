import { spawn } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { stopOrphanedPostmaster } from '#infra/database/embeddedPostgres'

/** A stale postmaster.pid whose number a reboot gave to another program (issue 2: "recovers"). */
describe('stopOrphanedPostmaster', () => {
  let clusterDir: string | undefined
  afterEach(async () => {
    if (clusterDir) await rm(clusterDir, { recursive: true, force: true })
  })

  const staleFile = async (pid: number) => {
    clusterDir = await mkdtemp(path.join(tmpdir(), 'navalha-cluster-'))
    await writeFile(path.join(clusterDir, 'postmaster.pid'), `${pid}\n${clusterDir}\n`)
    return clusterDir
  }

  it('takes a number held by another program for a stale file: no refusal, nothing stopped', async () => {
    const other = spawn('sleep', ['30'])
    try {
      await expect(stopOrphanedPostmaster(await staleFile(other.pid!), () => {})).resolves.toBeUndefined()
      await expect(stopOrphanedPostmaster(await staleFile(process.pid), () => {})).resolves.toBeUndefined()
      expect(other.exitCode).toBeNull()
      expect(other.signalCode).toBeNull()
    } finally {
      other.kill()
    }
  })

  it('ignores a number nobody holds', async () => {
    await expect(stopOrphanedPostmaster(await staleFile(2 ** 22 + 12345), () => {})).resolves.toBeUndefined()
  })
})
