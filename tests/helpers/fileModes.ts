import { mkdtempSync, rmSync } from 'node:fs'
import { stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll } from 'vitest'

/** A scratch folder for a file-mode test: removed, and the process's umask put back, after the file's tests. */
export function scratchFolder(prefix: string): string {
  const root = mkdtempSync(path.join(tmpdir(), prefix))
  const startingUmask = process.umask()
  afterAll(() => {
    process.umask(startingUmask)
    rmSync(root, { recursive: true, force: true })
  })
  return root
}

/** A file's or folder's permission bits. */
export const modeOf = async (file: string) => (await stat(file)).mode & 0o777
