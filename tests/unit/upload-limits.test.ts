/** The checks the web app makes before sending a file: the server's limits and the server's own messages. */
import { describe, expect, it } from 'vitest'
import { mediaMessages } from '#domain/messages/common'
import { fileSizeRefusal, videoLengthRefusal, videoLimitsHint, type UploadLimits } from '#domain/uploadLimits'
import { judgeUpload, judgeVideoDuration, mediaLimits } from '#media/rules'

const MB = 1024 * 1024
const limits: UploadLimits = { maxImageBytes: 10 * MB, maxVideoBytes: 100 * MB, maxVideoSeconds: 180 }

describe('fileSizeRefusal', () => {
  it('lets a file at its kind’s limit go and refuses one byte more with the server’s message', () => {
    expect(fileSizeRefusal('image', 10 * MB, limits)).toBeUndefined()
    expect(fileSizeRefusal('image', 10 * MB + 1, limits)).toBe('A imagem passa do limite de 10 MB.')
    expect(fileSizeRefusal('video', 100 * MB, limits)).toBeUndefined()
    expect(fileSizeRefusal('video', 100 * MB + 1, limits)).toBe('O vídeo passa do limite de 100 MB.')
  })

  it('judges a video by the video limit, not the image one', () => {
    expect(fileSizeRefusal('video', 50 * MB, limits)).toBeUndefined()
    expect(fileSizeRefusal('image', 50 * MB, limits)).toBe(mediaMessages.imageTooLarge(10))
  })

  it('says what the server says for the same file', () => {
    const serverLimits = mediaLimits(limits)
    const serverSays = (size: number) => {
      const verdict = judgeUpload({ folder: 'videos', detectedMime: 'video/mp4', size }, serverLimits)
      return 'message' in verdict ? verdict.message : undefined
    }
    for (const size of [MB, 100 * MB, 100 * MB + 1]) expect(fileSizeRefusal('video', size, limits)).toBe(serverSays(size))
  })
})

describe('videoLengthRefusal', () => {
  it('refuses a video over the length limit with the server’s message', () => {
    expect(videoLengthRefusal(200, limits)).toBe('O vídeo passa do limite de 3 minutos.')
    expect(videoLengthRefusal(200, limits)).toBe(judgeVideoDuration(200, mediaLimits(limits))?.message)
    expect(videoLengthRefusal(95, { ...limits, maxVideoSeconds: 90 })).toBe('O vídeo passa do limite de 90 segundos.')
  })

  it('lets a video within the limit go, with a second of slack for the browser’s rounding', () => {
    expect(videoLengthRefusal(30, limits)).toBeUndefined()
    expect(videoLengthRefusal(180, limits)).toBeUndefined()
    expect(videoLengthRefusal(180.6, limits)).toBeUndefined()
    expect(videoLengthRefusal(181.5, limits)).toBe(mediaMessages.videoTooLong(180))
  })

  it.each([
    ['unread', undefined],
    ['NaN', Number.NaN],
    ['Infinity (a live recording)', Number.POSITIVE_INFINITY],
  ])('leaves a length the browser could not tell (%s) to the server', (_case, seconds) => {
    expect(videoLengthRefusal(seconds, limits)).toBeUndefined()
  })
})

describe('videoLimitsHint', () => {
  it('names both video limits as configured', () => {
    expect(videoLimitsHint(limits)).toBe('Até 100 MB e 3 minutos.')
    expect(videoLimitsHint({ ...limits, maxVideoBytes: 50 * MB, maxVideoSeconds: 90 })).toBe('Até 50 MB e 90 segundos.')
  })
})
