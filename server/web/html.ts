import type { Request } from 'express'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { BOOTSTRAP_ELEMENT_ID, serializeForScript, type Bootstrap } from '../../domain/bootstrap'
import { publicStats } from '../read/publicStats'
import { readSession } from '../routes/session'

/**
 * The web app's index.html with the data its first screen needs written into it: who is signed
 * in (every page), and on "/" the landing copy, the plans and the live counts.
 */
export function createHtmlRenderer({ payload, pool, distDir }: { payload: Payload; pool: Pool; distDir: string }) {
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8')
  if (!template.includes('<!--bootstrap-->')) throw new Error('dist/web/index.html sem o marcador <!--bootstrap-->')

  return async function render(req: Request): Promise<string> {
    const data: Bootstrap = { session: await readSession(payload, req) }
    if (req.path === '/') {
      const [landing, plans, stats] = await Promise.all([
        payload.findGlobal({ slug: 'landing', depth: 0, overrideAccess: false }),
        payload.find({ collection: 'plans', where: { active: { equals: true } }, sort: 'sortOrder', pagination: false, depth: 0, overrideAccess: false }),
        publicStats(pool),
      ])
      Object.assign(data, { landing, plans: plans.docs, stats })
    }
    return template.replace('<!--bootstrap-->', `<script id="${BOOTSTRAP_ELEMENT_ID}" type="application/json">${serializeForScript(data)}</script>`)
  }
}
