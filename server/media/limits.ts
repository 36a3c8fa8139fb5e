import type { RequestHandler } from 'express'
import type { UploadLimits } from '#domain/uploadLimits'
import type { Settings } from '#infra/settings'

/**
 * GET /api/media-limits: the configured upload limits, public like the rules they are, so the web
 * app can refuse a file over them before sending it and name them in its hints.
 */
export function mediaLimits({ maxImageBytes, maxVideoBytes, maxVideoSeconds }: Settings): RequestHandler {
  const limits: UploadLimits = { maxImageBytes, maxVideoBytes, maxVideoSeconds }
  return (_req, res) => void res.json(limits)
}
