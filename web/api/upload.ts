import { mediaKindFor, type MediaFolder } from '#domain/media'
import type { Media } from '#payload-types'
import { ApiError } from './client'
import { uploadRefusal } from './mediaLimits'

/**
 * Uploads a file to the media collection with real progress (fetch cannot report upload progress,
 * XMLHttpRequest can). The server checks the bytes, converts images to WebP and files them under
 * the user's folder; errors come back as ApiError with the server's Portuguese message. A file
 * over the server's limits is refused here with that same message, and never sent.
 */
export async function uploadMedia(
  file: File,
  folder: MediaFolder,
  onProgress?: (percent: number) => void,
  signal?: AbortSignal,
  /** More fields of the document: a chat photo names its conversation. */
  fields: Record<string, unknown> = {},
): Promise<Media> {
  const refusal = await uploadRefusal(file, mediaKindFor(folder))
  if (refusal) throw new ApiError(400, refusal)
  return new Promise((resolve, reject) => {
    const form = new FormData()
    form.append('file', file)
    form.append('_payload', JSON.stringify({ ...fields, folder }))
    const request = new XMLHttpRequest()
    request.open('POST', '/api/media')
    request.withCredentials = true
    request.setRequestHeader('accept', 'application/json')
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100))
    }
    request.onload = () => {
      let body: { doc?: Media; errors?: { message?: string }[] } | null = null
      try {
        body = JSON.parse(request.responseText)
      } catch {
        // not JSON: handled below
      }
      if (request.status >= 200 && request.status < 300 && body?.doc) {
        onProgress?.(100)
        return resolve(body.doc)
      }
      const first = body?.errors?.[0]
      const message = first?.message ?? (request.status === 413 ? 'O arquivo é grande demais.' : 'Não foi possível enviar o arquivo.')
      reject(new ApiError(request.status, message))
    }
    request.onerror = () => reject(new ApiError(0, 'Falha de conexão ao enviar o arquivo. Tente novamente.'))
    request.onabort = () => reject(new DOMException('Envio cancelado', 'AbortError'))
    signal?.addEventListener('abort', () => request.abort(), { once: true })
    request.send(form)
  })
}
