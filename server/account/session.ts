import type { RequestHandler } from 'express'
import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { readSessionDirect } from '../http/sessionRead'

/**
 * GET /api/session: who is signed in and the state of its profile, read in one statement (decision
 * 0060), as the pages read it for their bootstrap. The signed-in shell carries no session (issue 42),
 * so every guarded screen the browser opens asks here first.
 */
export function session(payload: Payload, pool: Pool): RequestHandler {
  return async (req, res) => {
    res.setHeader('cache-control', 'no-store')
    res.json(await readSessionDirect(payload, pool, req))
  }
}
