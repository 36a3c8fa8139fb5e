import { stat } from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { profileMediaMessages } from '#domain/messages/profiles'
import { mediaMessages } from '#domain/messages/common'
import { UNSAVED_PROFILE_UPLOAD_HOURS, UNSAVED_PROFILE_UPLOADS_MAX } from '#domain/privacy'
import { localMediaDir } from '#media/paths'
import { sweepRetention } from '#server/privacy/store'
import { createBarber, createShop } from '#server/seed/factories'
import { flatPng } from '../fixtures/media'
import { useDatabaseClient, useTestApp } from '../helpers/app'
import { errorMessage } from '../helpers/client'

const app = useTestApp()
const db = useDatabaseClient(app)

/**
 * Profile files are uploaded when picked (decision 0058), so some never reach a profile: the
 * retention sweep removes those a day after their upload, files included, and never one a profile
 * shows or one a profile save is writing at that moment.
 */
describe('profile uploads never saved into a profile', () => {
  it(`are removed after ${UNSAVED_PROFILE_UPLOAD_HOURS} hours with their files; saved, recent and in-flight ones stay`, async () => {
    const barber = await createBarber(app.payload)
    const client = await app.signedIn(barber)
    const upload = async (folder: 'photos' | 'portfolio', colour: string) => {
      const form = new FormData()
      form.append('_payload', JSON.stringify({ folder }))
      form.append('file', new Blob([new Uint8Array(await flatPng(24, 18, colour))], { type: 'image/png' }), 'foto.png')
      const response = await client.request<{ doc: { id: number } }>('POST', '/api/media', { body: form })
      expect(response.status, response.text).toBe(201)
      return response.body.doc.id
    }
    const savedPhoto = await upload('photos', '#a33')
    const savedPortfolio = await upload('portfolio', '#3a3')
    const abandonedPhoto = await upload('photos', '#33a')
    const abandonedPortfolio = await upload('portfolio', '#aa3')
    const recent = await upload('portfolio', '#3aa')
    const beingSaved = await upload('portfolio', '#a3a')
    await app.payload.update({ collection: 'barbers', id: barber.barber.id, data: { photo: savedPhoto, portfolio: [savedPortfolio] }, depth: 0 })
    const video = barber.barber.video as number
    const old = [savedPhoto, savedPortfolio, abandonedPhoto, abandonedPortfolio, beingSaved, video]
    await db.query(`UPDATE media SET created_at = now() - make_interval(hours => $2 + 1) WHERE id = ANY($1)`, [old, UNSAVED_PROFILE_UPLOAD_HOURS])
    await db.query(`UPDATE media SET created_at = now() - make_interval(hours => $2) + interval '5 minutes' WHERE id = $1`, [
      recent,
      UNSAVED_PROFILE_UPLOAD_HOURS,
    ])

    const { rows: files } = await db.query<{ id: number; prefix: string; filename: string; sizes: string[] }>(
      `SELECT id, prefix, filename, ARRAY[sizes_thumbnail_filename, sizes_card_filename] AS sizes FROM media WHERE id = ANY($1)`,
      [[abandonedPhoto, abandonedPortfolio, savedPhoto]],
    )
    const onDisk = (id: number) =>
      files
        .filter((file) => file.id === id)
        .flatMap((file) => [file.filename, ...file.sizes].filter(Boolean).map((name) => path.join(localMediaDir(app.dataDir), file.prefix, name)))
    for (const file of onDisk(abandonedPhoto)) expect((await stat(file)).isFile()).toBe(true)

    // A profile save in flight holds the row as its foreign key does (FOR KEY SHARE): the sweep passes it by.
    const saving = new pg.Client({ connectionString: app.databaseUrl })
    await saving.connect()
    try {
      await saving.query('BEGIN')
      await saving.query('SELECT id FROM media WHERE id = $1 FOR KEY SHARE', [beingSaved])
      const swept = await sweepRetention(app.payload)
      expect(swept?.profileUploads).toBe(2)
      await saving.query('ROLLBACK')
    } finally {
      await saving.end()
    }

    const { rows } = await db.query(`SELECT id FROM media WHERE id = ANY($1) ORDER BY id`, [[...old, recent]])
    expect(rows.map((row) => row.id)).toEqual([savedPhoto, savedPortfolio, recent, beingSaved, video].sort((a, b) => a - b))
    expect(onDisk(abandonedPhoto).length).toBeGreaterThan(0)
    for (const file of [...onDisk(abandonedPhoto), ...onDisk(abandonedPortfolio)]) await expect(stat(file)).rejects.toThrow()
    for (const file of onDisk(savedPhoto)) expect((await stat(file)).isFile()).toBe(true)
    // The profile still shows what it had.
    const profile = await app.payload.findByID({ collection: 'barbers', id: barber.barber.id, depth: 0 })
    expect([profile.photo, profile.portfolio, profile.video]).toEqual([savedPhoto, [savedPortfolio], video])

    // A save that names a swept file (a form left open for a day) is refused in Portuguese, not with a 500.
    const late = await client.request('PUT', '/api/me/profile', {
      json: {
        name: profile.name,
        age: 30,
        experienceYears: 5,
        bio: 'Barbeiro especialista em degradê e barba.',
        state: 'SP',
        city: 'São Paulo',
        district: 'Centro',
        photo: abandonedPhoto,
        video,
        portfolio: [{ media: savedPortfolio, caption: '' }],
      },
    })
    expect(late.status, late.text).toBe(400)
    expect(errorMessage(late.body)).toBe(profileMediaMessages.notYours)
  })

  it('are a shop’s logo and photos too, and the ones its profile shows stay', async () => {
    const shop = await createShop(app.payload)
    const client = await app.signedIn(shop)
    const upload = async (folder: 'logos' | 'shop-photos', colour: string) => {
      const form = new FormData()
      form.append('_payload', JSON.stringify({ folder }))
      form.append('file', new Blob([new Uint8Array(await flatPng(24, 18, colour))], { type: 'image/png' }), 'foto.png')
      const response = await client.request<{ doc: { id: number } }>('POST', '/api/media', { body: form })
      expect(response.status, response.text).toBe(201)
      return response.body.doc.id
    }
    const [logo, photo, abandonedLogo, abandonedPhoto] = [
      await upload('logos', '#a33'),
      await upload('shop-photos', '#3a3'),
      await upload('logos', '#33a'),
      await upload('shop-photos', '#aa3'),
    ]
    await app.payload.update({ collection: 'barbershops', id: shop.shop.id, data: { logo, photos: [photo] }, depth: 0 })
    const all = [logo, photo, abandonedLogo, abandonedPhoto]
    await db.query(`UPDATE media SET created_at = now() - make_interval(hours => $2 + 1) WHERE id = ANY($1)`, [all, UNSAVED_PROFILE_UPLOAD_HOURS])
    // At least these two: the first test's file that a save held then is free now, and goes too.
    expect((await sweepRetention(app.payload))?.profileUploads).toBeGreaterThanOrEqual(2)
    const { rows } = await db.query(`SELECT id FROM media WHERE id = ANY($1) ORDER BY id`, [all])
    expect(rows.map((row) => row.id)).toEqual([logo, photo])
  })
})

describe('profile uploads an account has not saved', () => {
  it(`are bounded at ${UNSAVED_PROFILE_UPLOADS_MAX} per account: the next is refused with 429 before its bytes are read, a save frees room`, async () => {
    const barber = await createBarber(app.payload)
    const other = await createBarber(app.payload)
    const client = await app.signedIn(barber)
    const otherClient = await app.signedIn(other)
    const upload = async (as: typeof client, folder: 'photos' | 'portfolio' | 'videos', colour: string) => {
      const form = new FormData()
      form.append('_payload', JSON.stringify({ folder }))
      form.append('file', new Blob([new Uint8Array(await flatPng(24, 18, colour))], { type: 'image/png' }), 'foto.png')
      return as.request<{ doc: { id: number } }>('POST', '/api/media', { body: form })
    }
    const first = await upload(client, 'portfolio', '#a33')
    expect(first.status, first.text).toBe(201)
    // The rest of the bound as rows like the first (uploading each would only cost time): none is in a profile.
    await db.query(
      `INSERT INTO media (user_id, folder, prefix, filename, mime_type, filesize, width, height)
         SELECT user_id, folder, prefix, g || '-' || filename, mime_type, filesize, width, height FROM media, generate_series(2, $2) g WHERE id = $1`,
      [first.body.doc.id, UNSAVED_PROFILE_UPLOADS_MAX],
    )
    const refused = await upload(client, 'portfolio', '#3a3')
    expect(refused.status, refused.text).toBe(429)
    expect(errorMessage(refused.body)).toBe(mediaMessages.tooManyUnsaved(UNSAVED_PROFILE_UPLOADS_MAX))
    // Any profile folder counts; a video is refused the same way (before its bytes are judged).
    expect((await upload(client, 'videos', '#33a')).status).toBe(429)
    // Another account is not held back by this one.
    expect((await upload(otherClient, 'portfolio', '#aa3')).status).toBe(201)
    // Saving one into the profile frees its place.
    await app.payload.update({ collection: 'barbers', id: barber.barber.id, data: { portfolio: [first.body.doc.id] }, depth: 0 })
    const again = await upload(client, 'portfolio', '#a3a')
    expect(again.status, again.text).toBe(201)
    expect((await upload(client, 'portfolio', '#3aa')).status).toBe(429)
  })
})

describe('a profile save racing the sweep', () => {
  it('that names a file the sweep holds and then deletes is refused with the Portuguese 400, not a 500', async () => {
    const barber = await createBarber(app.payload)
    const client = await app.signedIn(barber)
    const form = new FormData()
    form.append('_payload', JSON.stringify({ folder: 'photos' }))
    form.append('file', new Blob([new Uint8Array(await flatPng(24, 18, '#a33'))], { type: 'image/png' }), 'foto.png')
    const uploaded = await client.request<{ doc: { id: number } }>('POST', '/api/media', { body: form })
    expect(uploaded.status, uploaded.text).toBe(201)
    const photo = uploaded.body.doc.id
    // The sweep's transaction: the row locked FOR UPDATE, found held by no profile, then deleted.
    const sweep = new pg.Client({ connectionString: app.databaseUrl })
    await sweep.connect()
    try {
      await sweep.query('BEGIN')
      await sweep.query('SELECT id FROM media WHERE id = $1 FOR UPDATE', [photo])
      // The save checks the file (a plain read passes the lock), then its foreign key waits for the sweep.
      const saving = client.request('PUT', '/api/me/profile', {
        json: {
          name: 'Barbeiro Teste',
          age: 30,
          experienceYears: 5,
          bio: 'Barbeiro especialista em degradê e barba.',
          state: 'SP',
          city: 'São Paulo',
          district: 'Centro',
          photo,
          video: barber.barber.video,
          portfolio: [],
        },
      })
      for (;;) {
        const { rows } = await db.query(
          `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query ILIKE '%barbers%'`,
        )
        if (rows.length) break
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      await sweep.query('DELETE FROM media WHERE id = $1', [photo])
      await sweep.query('COMMIT')
      const saved = await saving
      expect(saved.status, saved.text).toBe(400)
      expect(errorMessage(saved.body)).toBe(profileMediaMessages.notYours)
    } finally {
      await sweep.end()
    }
    const profile = await app.payload.findByID({ collection: 'barbers', id: barber.barber.id, depth: 0 })
    expect(profile.photo).not.toBe(photo)
  })
})
