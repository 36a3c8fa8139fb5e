import { createHash } from 'node:crypto'
import type { RequestHandler } from 'express'
import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { OG_TEMPLATE_VERSION, renderOgImage, type OgCard } from './ogRender'
import { readOgCard, type OgKind } from './reads'
import type { OgStore } from './ogFiles'

/**
 * GET /og/vaga/<id>.png, /og/barbeiro/<id>.png, /og/barbearia/<id>.png (decision 0037): the link
 * preview image the job and profile pages name in og:image. Read from the public columns only
 * (the masked texts of decision 0029, never a contact field) and only pictures marked public; an
 * unknown or deleted id answers 404.
 *
 * Each request reads the few columns the image shows; their hash (with the picture's immutable
 * file name and the template's version) names the image. An edit changes the hash, so the next
 * request draws the new image: nothing to invalidate, on any instance. Drawn images are kept in
 * the media's storage (the S3 bucket, or $DATA_DIR on local disk: server/pages/ogFiles.ts) under that
 * name, so one instance draws an image and every other reads it (decision 0043); the picture is
 * read from the same storage.
 */
const OG_PATH = /^\/og\/(vaga|barbeiro|barbearia)\/(\d{1,10})\.png$/

const KINDS = { vaga: 'Vaga', barbeiro: 'Barbeiro', barbearia: 'Barbearia' } as const

export function ogImages({ payload, pool, store }: { payload: Payload; pool: Pool; store: OgStore }): RequestHandler {
  return async (req, res, next) => {
    const match = OG_PATH.exec(req.path)
    if (!match) return next()
    const kind = match[1] as OgKind
    const id = Number(match[2])
    if (id > 2_147_483_647) return void res.status(404).type('text/plain').send('Não encontrado.')
    const row = await readOgCard(pool, kind, id)
    const page = `${kind}/${id}`
    if (!row) {
      // A page that is gone leaves no image behind in the storage.
      await store.removeAll(page).catch((error: unknown) => payload.logger.warn({ err: error }, 'og: imagens antigas não removidas'))
      return void res.status(404).type('text/plain').send('Não encontrado.')
    }
    const openJobs = row.open_jobs ?? 0
    const highlight = kind === 'barbearia' ? (openJobs ? `${openJobs} ${openJobs === 1 ? 'vaga aberta' : 'vagas abertas'}` : null) : row.highlight
    const place = [row.district, [row.city, row.state].filter(Boolean).join(' – ')].filter(Boolean).join(', ')
    const pictureKey = row.prefix !== null && row.filename ? (row.prefix ? `${row.prefix}/${row.filename}` : row.filename) : null
    const card: Omit<OgCard, 'picture'> = { kind: KINDS[kind], title: row.title, highlight, place, byline: row.byline }
    const hash = createHash('sha256')
      .update(JSON.stringify({ v: OG_TEMPLATE_VERSION, kind, card, picture: pictureKey, round: kind === 'barbeiro' }))
      .digest('base64url')
      .slice(0, 32)
    const etag = `"${hash}"`
    res.setHeader('cache-control', 'public, max-age=300')
    res.setHeader('etag', etag)
    if (req.headers['if-none-match'] === etag) return void res.status(304).end()
    let image = await store.readImage(page, hash)
    if (!image) {
      const data = pictureKey ? await store.readPicture(pictureKey) : null
      const draw = (picture: OgCard['picture']) => renderOgImage(payload.config.sharp, { ...card, picture })
      // A picture libvips cannot read leaves the image without it rather than without a preview.
      image = await draw(data && { data, round: kind === 'barbeiro' }).catch((error) => {
        if (!data) throw error
        payload.logger.warn({ err: error }, 'og: imagem do perfil ilegível')
        return draw(null)
      })
      // A picture missing from the storage draws the image without it, and is not kept: the next request tries again.
      if (!pictureKey || data) await store.writeImage(page, hash, image)
    }
    res.type('image/png').send(image)
  }
}
