import express, { type RequestHandler } from 'express'
import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { hasRole } from '../../domain/roles'
import { sessionViewer } from './session'

/**
 * Uploaded files on local disk, under the same rule as the media documents
 * (access/publicOrOwnMedia.ts): a file a profile shows goes to anyone, cached for a year (names
 * never change); any other file only to its owner and admins, never cached by shared caches; the
 * rest is a 404, as if the file did not exist. A chat photo goes to the other party of its message too. Every size of an image (thumbnail, card, full)
 * follows its original.
 */
export function mediaFiles({ payload, pool, dir }: { payload: Payload; pool: Pool; dir: string }): RequestHandler {
  const options = { index: false, redirect: false, fallthrough: false } as const
  const publicFiles = express.static(dir, { ...options, immutable: true, maxAge: '1y' })
  const privateFiles = express.static(dir, { ...options, cacheControl: false })
  return async (req, res, next) => {
    let parts: string[]
    try {
      parts = req.path.split('/').filter(Boolean).map(decodeURIComponent)
    } catch {
      return void res.status(404).end()
    }
    const filename = parts.pop()
    if (!filename || parts.length === 0) return void res.status(404).end()
    const { rows } = await pool.query<{ public: boolean | null; user_id: number; shared_with_id: number | null }>(
      `SELECT public, user_id, shared_with_id FROM media
        WHERE prefix = $1 AND $2 IN (filename, sizes_thumbnail_filename, sizes_card_filename, sizes_full_filename)
        LIMIT 1`,
      [parts.join('/'), filename],
    )
    const file = rows[0]
    if (!file) return void res.status(404).end()
    if (file.public) return publicFiles(req, res, next)
    const viewer = await sessionViewer(payload, pool, req)
    if (!viewer || (viewer.id !== file.user_id && viewer.id !== file.shared_with_id && !hasRole(viewer, 'admin'))) return void res.status(404).end()
    res.setHeader('cache-control', 'private, no-cache')
    return privateFiles(req, res, next)
  }
}
