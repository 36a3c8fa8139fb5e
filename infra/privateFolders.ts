import { chmodSync, mkdirSync } from 'node:fs'
import { chmod, mkdir } from 'node:fs/promises'
import path from 'node:path'

/**
 * Folders under DATA_DIR that hold what only the server may read (e-mails with sign-in links,
 * uploaded files, chat photos among them, and uploads on their way): 0700, set on each level
 * explicitly, since mkdir's mode goes through the umask (0o200 would leave a folder nothing can be
 * written into) and a folder left by an older version keeps the mode it had. DATA_DIR itself may
 * be 0755 (systemd's StateDirectory is): these folders are what keeps other accounts out.
 */
const PRIVATE_FOLDER = 0o700

/** The folders from `top` down to `folder`, both included; `top` is `folder` when not given. */
function levels(folder: string, top: string): string[] {
  const below = path.relative(top, folder)
  if (below.startsWith('..') || path.isAbsolute(below)) throw new Error(`${folder} não fica dentro de ${top}`)
  const names = below ? below.split(path.sep) : []
  return [top, ...names.map((_, index) => path.join(top, ...names.slice(0, index + 1)))]
}

/** `folder`, and every folder between `top` and it, exists and is 0700; at boot. */
export function privateFolderSync(folder: string, top = folder): void {
  for (const level of levels(folder, top)) {
    mkdirSync(level, { recursive: true, mode: PRIVATE_FOLDER })
    chmodSync(level, PRIVATE_FOLDER)
  }
}

/** The same, while serving a request. */
export async function privateFolder(folder: string, top = folder): Promise<void> {
  for (const level of levels(folder, top)) {
    await mkdir(level, { recursive: true, mode: PRIVATE_FOLDER })
    await chmod(level, PRIVATE_FOLDER)
  }
}
