import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { sweepStaleUploads } from '#media/streaming'

describe('sweepStaleUploads', () => {
  let dir: string
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'navalha-sweep-'))
  })
  afterEach(() => rm(dir, { recursive: true, force: true }))

  it('removes temp uploads unwritten for an hour and keeps the ones still arriving', async () => {
    const now = Date.now()
    const stale = path.join(dir, 'tmp-1')
    const fresh = path.join(dir, 'tmp-2')
    await writeFile(stale, 'abandonado')
    await writeFile(fresh, 'chegando')
    await utimes(stale, new Date(now - 61 * 60 * 1000), new Date(now - 61 * 60 * 1000))
    await utimes(fresh, new Date(now - 59 * 60 * 1000), new Date(now - 59 * 60 * 1000))
    await mkdir(path.join(dir, 'pasta'))

    expect(await sweepStaleUploads(dir, { now })).toBe(1)
    expect((await readdir(dir)).sort()).toEqual(['pasta', 'tmp-2'])
  })

  it('does nothing when no upload ever arrived', async () => {
    expect(await sweepStaleUploads(path.join(dir, 'nao-existe'))).toBe(0)
  })
})
