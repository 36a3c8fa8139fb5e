import { APIError, FileUploadError, ValidationError } from 'payload'
import { describe, expect, it } from 'vitest'
import { mediaMessages } from '#domain/messages/common'
import { explainUploadFailure } from '#media/explainUploadError'
import { bufferReader, readMp4Duration } from '#media/mp4Duration'
import { readWebmDuration } from '#media/webmDuration'
import {
  ACCEPTED_MIME_TYPES,
  isMediaFolder,
  isRefusal,
  judgeImagePixels,
  judgeUpload,
  judgeVideoDuration,
  mediaLimits,
  storagePrefix,
  storedFilename,
  type MediaLimits,
} from '#media/rules'
import { atom, ftyp, largeAtom, mehd, mp4, mvhd, webm } from '../fixtures/media'

const MB = 1024 * 1024
const limits: MediaLimits = mediaLimits({ maxImageBytes: 10 * MB, maxVideoBytes: 100 * MB, maxVideoSeconds: 180 })

describe('judgeUpload: the detected type must match the folder', () => {
  it.each([
    ['photos', 'image/jpeg', 'jpg'],
    ['logos', 'image/png', 'png'],
    ['shop-photos', 'image/webp', 'webp'],
    ['videos', 'video/mp4', 'mp4'],
    ['videos', 'video/webm', 'webm'],
    ['videos', 'video/quicktime', 'mov'],
  ] as const)('%s accepts %s as .%s', (folder, detectedMime, extension) => {
    expect(judgeUpload({ folder, detectedMime, size: 1000 }, limits)).toEqual({ kind: folder === 'videos' ? 'video' : 'image', mime: detectedMime, extension })
  })

  it.each([
    ['photos', undefined, mediaMessages.imageType],
    ['photos', 'application/x-elf', mediaMessages.imageType],
    ['logos', 'image/gif', mediaMessages.imageType],
    ['logos', 'image/svg+xml', mediaMessages.imageType],
    ['shop-photos', 'image/heic', mediaMessages.imageType],
    ['photos', 'video/mp4', mediaMessages.imageType],
    ['videos', 'image/png', mediaMessages.videoType],
    ['videos', 'video/x-matroska', mediaMessages.videoType],
    ['videos', 'application/x-msdownload', mediaMessages.videoType],
    ['videos', undefined, mediaMessages.videoType],
  ] as const)('%s refuses %s', (folder, detectedMime, message) => {
    expect(judgeUpload({ folder, detectedMime, size: 1000 }, limits)).toEqual({ status: 400, message })
  })

  it('applies the limit of the kind of file, not the largest one', () => {
    expect(judgeUpload({ folder: 'photos', detectedMime: 'image/png', size: 10 * MB }, limits)).not.toHaveProperty('status')
    expect(judgeUpload({ folder: 'photos', detectedMime: 'image/png', size: 10 * MB + 1 }, limits)).toEqual({
      status: 413,
      message: 'A imagem passa do limite de 10 MB.',
    })
    expect(judgeUpload({ folder: 'videos', detectedMime: 'video/mp4', size: 50 * MB }, limits)).not.toHaveProperty('status')
    expect(judgeUpload({ folder: 'videos', detectedMime: 'video/mp4', size: 100 * MB + 1 }, limits)).toEqual({
      status: 413,
      message: 'O vídeo passa do limite de 100 MB.',
    })
  })

  it('names the expected type before the size when both are wrong', () => {
    expect(judgeUpload({ folder: 'photos', detectedMime: 'video/mp4', size: 50 * MB }, limits)).toEqual({ status: 400, message: mediaMessages.imageType })
  })

  it('lists every accepted type once for the collection', () => {
    expect(ACCEPTED_MIME_TYPES).toEqual(['image/jpeg', 'image/png', 'image/webp', 'video/mp4', 'video/webm', 'video/quicktime'])
  })
})

describe('length and pixel rules', () => {
  it('refuses videos longer than the limit; an unknown length passes', () => {
    expect(judgeVideoDuration(180, limits)).toBeUndefined()
    expect(judgeVideoDuration(180.5, limits)).toEqual({ status: 400, message: 'O vídeo passa do limite de 3 minutos.' })
    expect(judgeVideoDuration(undefined, limits)).toBeUndefined()
    expect(judgeVideoDuration(61, { ...limits, maxVideoSeconds: 60 })?.message).toBe('O vídeo passa do limite de 1 minuto.')
    expect(judgeVideoDuration(91, { ...limits, maxVideoSeconds: 90 })?.message).toBe('O vídeo passa do limite de 90 segundos.')
  })

  it('takes every 50 MP phone photo and refuses images with more pixels than the limit, counting every frame', () => {
    const tooMany = { status: 400, message: 'A imagem passa do limite de 52 megapixels.' }
    for (const [width, height] of [
      [4032, 3024],
      [8160, 6144],
      [8192, 6144],
    ])
      expect(judgeImagePixels({ width, height, frames: 1 }, limits)).toBeUndefined()
    expect(judgeImagePixels({ width: 9248, height: 6936, frames: 1 }, limits)).toEqual(tooMany)
    expect(judgeImagePixels({ width: 20_000, height: 20_000, frames: 1 }, limits)).toEqual(tooMany)
    expect(judgeImagePixels({ width: 2000, height: 2000, frames: 13 }, limits)).toBeUndefined()
    expect(judgeImagePixels({ width: 2000, height: 2000, frames: 14 }, limits)).toEqual(tooMany)
  })

  it('words fractional sizes the Brazilian way', () => {
    expect(mediaMessages.imageTooLarge(2.5)).toBe('A imagem passa do limite de 2,5 MB.')
  })
})

describe('where files go (spec §7)', () => {
  it('is <user id>/<folder>/<timestamp>-<random>.<extension>', () => {
    expect(`${storagePrefix(12, 'shop-photos')}/${storedFilename(1795276067488, '9f3a61c0b2d4', 'webp')}`).toBe(
      '12/shop-photos/1795276067488-9f3a61c0b2d4.webp',
    )
  })

  it('knows the folders and nothing else', () => {
    expect(['photos', 'videos', 'logos', 'shop-photos'].every(isMediaFolder)).toBe(true)
    for (const value of ['', 'Photos', '../photos', 'photos/../videos', 1, null, undefined, ['photos']]) expect(isMediaFolder(value)).toBe(false)
  })

  it('tells refusals from accepted files', () => {
    expect(isRefusal({ status: 400, message: 'x' })).toBe(true)
    expect(isRefusal({ kind: 'image', mime: 'image/png', extension: 'png' })).toBe(false)
  })
})

describe('readMp4Duration', () => {
  const read = (bytes: Buffer) => readMp4Duration(bufferReader(bytes), bytes.length)

  it('reads the movie header wherever moov sits', async () => {
    expect(await read(mp4({ seconds: 42 }))).toBe(42)
    expect(await read(mp4({ seconds: 181, moovAtEnd: true }))).toBe(181)
    expect(await read(mp4({ seconds: 7.5, brand: 'qt  ' }))).toBe(7.5)
  })

  it('reads version 1 headers and 64-bit atom sizes', async () => {
    const bytes = Buffer.concat([
      ftyp('isom'),
      largeAtom('mdat', Buffer.alloc(64)),
      atom('moov', mvhd({ version: 1, timescale: 90_000, duration: 90_000n * 200n })),
    ])
    expect(await read(bytes)).toBe(200)
  })

  it('takes a fragmented file length from mvex/mehd', async () => {
    const bytes = Buffer.concat([ftyp('isom'), atom('moov', mvhd({ timescale: 1000, duration: 0 }), atom('mvex', mehd(240_000)))])
    expect(await read(bytes)).toBe(240)
  })

  it('gives up, without throwing, when the file does not say', async () => {
    expect(await read(Buffer.concat([ftyp('isom'), atom('mdat', Buffer.alloc(32))]))).toBeUndefined()
    expect(await read(Buffer.concat([ftyp('isom'), atom('moov', atom('trak'))]))).toBeUndefined()
    expect(await read(Buffer.concat([ftyp('isom'), atom('moov', mvhd({ timescale: 0, duration: 10 }))]))).toBeUndefined()
    expect(await read(Buffer.concat([ftyp('isom'), atom('moov', mvhd({ timescale: 600, duration: 0xffffffff }))]))).toBeUndefined()
    expect(await read(Buffer.from('#!/bin/sh\necho oi\n'))).toBeUndefined()
    expect(await read(Buffer.alloc(0))).toBeUndefined()
  })

  it('stops at atoms that claim more bytes than the file has', async () => {
    const truncated = mp4({ seconds: 30, moovAtEnd: true }).subarray(0, 200)
    expect(await read(truncated)).toBeUndefined()
    for (const size of [1000, 4]) {
      const lying = Buffer.alloc(64)
      lying.writeUInt32BE(size)
      lying.write('moov', 4, 'latin1')
      expect(await read(lying)).toBeUndefined()
    }
  })

  it('reads only atom headers, not the media data', async () => {
    const bytes = mp4({ seconds: 60, moovAtEnd: true, mdatBytes: 5 * MB })
    let bytesRead = 0
    const counting = async (position: number, length: number) => {
      const chunk = bytes.subarray(position, position + length)
      bytesRead += chunk.length
      return chunk
    }
    expect(await readMp4Duration(counting, bytes.length)).toBe(60)
    expect(bytesRead).toBeLessThan(200)
  })
})

describe('readWebmDuration', () => {
  const read = (bytes: Buffer) => readWebmDuration(bufferReader(bytes), bytes.length)

  it('reads Segment → Info → Duration in TimestampScale ticks', async () => {
    expect(await read(webm({ seconds: 42 }))).toBe(42)
    expect(await read(webm({ seconds: 181, knownSize: true }))).toBe(181)
    expect(await read(webm({ seconds: 7.5, scale: 100_000 }))).toBe(7.5)
    expect(await read(webm({ seconds: 95.5, float32: true }))).toBeCloseTo(95.5, 3)
  })

  it('gives up, without throwing, when the file does not say', async () => {
    // A MediaRecorder file: written live, no Duration.
    expect(await read(webm())).toBeUndefined()
    expect(await read(webm({ seconds: 0 }))).toBeUndefined()
    expect(await read(webm({ seconds: 30, scale: 0 }))).toBeUndefined()
    expect(await read(mp4({ seconds: 30 }))).toBeUndefined()
    expect(await read(Buffer.from('#!/bin/sh\necho oi\n'))).toBeUndefined()
    expect(await read(Buffer.alloc(0))).toBeUndefined()
  })

  it('stops at elements that claim more bytes than the file has', async () => {
    const whole = webm({ seconds: 30, knownSize: true })
    expect(await read(whole.subarray(0, 60))).toBeUndefined()
    const lying = Buffer.from(whole)
    const info = lying.indexOf(Buffer.from([0x15, 0x49, 0xa9, 0x66]))
    lying.fill(0x0f, info + 5, info + 12) // Info's size: 4 PB
    expect(await read(lying)).toBeUndefined()
  })

  it('reads element headers only, never the clusters', async () => {
    const bytes = Buffer.concat([webm({ seconds: 60 }), Buffer.alloc(5 * MB)])
    let bytesRead = 0
    const counting = async (position: number, length: number) => {
      const chunk = bytes.subarray(position, position + length)
      bytesRead += chunk.length
      return chunk
    }
    expect(await readWebmDuration(counting, bytes.length)).toBe(60)
    expect(bytesRead).toBeLessThan(200)
  })
})

describe('explainUploadFailure: what Payload says about an upload, in our words', () => {
  const png = 'image/png'

  it('takes a body it cannot read for a malformed upload, not a server error', () => {
    const errors = [
      new SyntaxError('Unexpected token p in JSON at position 1'),
      ...[
        'Malformed part header',
        'Unexpected end of form',
        'Unexpected end of file',
        'Multipart: Boundary not found',
        'Malformed content type',
        'Missing Content-Type',
      ].map((message) => new Error(message)),
      new Error('Unsupported content type: multipart/mixed'),
      new APIError('Request is not eligible for file upload', 500),
    ]
    for (const error of errors) expect(explainUploadFailure({ error, mimeType: undefined })).toEqual({ status: 400, message: mediaMessages.malformedUpload })
  })

  it('says what a limit, a stalled file, a reference or a filename was refused for', () => {
    const cases: [unknown, number, string][] = [
      [new APIError('Multipart limit has been reached', 413), 413, mediaMessages.tooManyParts],
      [new APIError('Upload timeout for file->video.mp4, bytes:512'), 408, mediaMessages.uploadStalled(60)],
      [new APIError('A verified client upload reference is required.', 400), 400, mediaMessages.fileMissing],
      [new APIError('A file name is required.', 400), 400, mediaMessages.fileMissing],
      [new APIError('Invalid filename.', 400), 400, mediaMessages.filenameInvalid],
    ]
    for (const [error, status, message] of cases) expect(explainUploadFailure({ error, mimeType: png })).toEqual({ status, message })
  })

  it('names the kind of file Payload could not read', () => {
    const corrupt = new ValidationError({ errors: [{ message: 'Invalid or corrupted ISO base media file.', path: 'file' }] })
    expect(explainUploadFailure({ error: corrupt, mimeType: 'video/mp4' })).toEqual({ status: 400, message: mediaMessages.videoUnreadable })
    expect(explainUploadFailure({ error: new FileUploadError(), mimeType: png })).toEqual({ status: 400, message: mediaMessages.imageUnreadable })
    // A video has no sharp step: a FileUploadError there is the server's problem, left as Payload answers it.
    expect(explainUploadFailure({ error: new FileUploadError(), mimeType: 'video/mp4' })).toBeUndefined()
  })

  it('leaves every other error alone', () => {
    for (const error of [
      new Error('connection refused'),
      new APIError('Multipart limit has been reached', 500),
      new ValidationError({ errors: [{ message: 'x', path: 'alt' }] }),
      null,
      'texto',
      42,
    ])
      expect(explainUploadFailure({ error, mimeType: png })).toBeUndefined()
  })
})
