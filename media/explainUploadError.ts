import { wireErrorBody } from '#domain/errors'
import type { CollectionAfterErrorHook } from 'payload'
import { mediaMessages } from '#domain/messages/common'
import { UPLOAD_IDLE_SECONDS } from './streaming'

export type UploadFailure = { status: number; message: string }

type Failed = { error: unknown; mimeType: string | undefined }

type ErrorLike = { name?: unknown; message?: unknown; status?: unknown; data?: { errors?: { path?: unknown }[] } | null }

/** What busboy (Payload's multipart reader) throws for a body it cannot take apart. */
const MALFORMED_MULTIPART = [
  'Malformed part header',
  'Unexpected end of form',
  'Unexpected end of file',
  'Multipart: Boundary not found',
  'Malformed content type',
  'Missing Content-Type',
  // A multipart content type without a boundary: Payload turns it into a 500.
  'Request is not eligible for file upload',
]

/** A `file` field holding JSON instead of bytes: a reference to a file somewhere else, never accepted here. */
const CLIENT_UPLOAD_REFERENCES = [
  'A file name is required.',
  'A verified client upload reference is required.',
  'Invalid or expired client upload reference.',
  'Client upload reference does not match this request.',
]

const malformed = { status: 400, message: mediaMessages.malformedUpload }

/**
 * What to answer when an upload fails inside Payload rather than in inspectUpload: Payload reads
 * the multipart body before any hook runs and answers its problems in English, several as 500s
 * (a `_payload` that is not JSON, a body cut short, a file that stops arriving). Anything not
 * listed here is left as Payload answered it.
 */
export function explainUploadFailure({ error, mimeType }: Failed): UploadFailure | undefined {
  if (!error || typeof error !== 'object') return undefined
  const { name, message, status, data } = error as ErrorLike
  if (typeof message !== 'string') return undefined
  // JSON.parse of the `_payload` field.
  if (name === 'SyntaxError') return malformed
  if (MALFORMED_MULTIPART.includes(message) || message.startsWith('Unsupported content type:')) return malformed
  if (message === 'Multipart limit has been reached' && status === 413) return { status: 413, message: mediaMessages.tooManyParts }
  if (message.startsWith('Upload timeout for ')) return { status: 408, message: mediaMessages.uploadStalled(UPLOAD_IDLE_SECONDS) }
  if (CLIENT_UPLOAD_REFERENCES.includes(message)) return { status: 400, message: mediaMessages.fileMissing }
  // A `file` field holding JSON null: Payload reads `.clientUploadContext` of it and throws a TypeError.
  if (name === 'TypeError' && message.includes("'clientUploadContext'")) return { status: 400, message: mediaMessages.fileMissing }
  // The body named a `filename` (or a size's) outside the file's folder.
  if (message === 'Invalid filename.') return { status: 400, message: mediaMessages.filenameInvalid }
  const unreadable = mimeType?.startsWith('video/') ? mediaMessages.videoUnreadable : mediaMessages.imageUnreadable
  // Payload's own check of the bytes inspectUpload accepted: an MP4 or MOV whose boxes do not add up.
  if (name === 'ValidationError' && data?.errors?.some((entry) => entry.path === 'file') && mimeType) return { status: 400, message: unreadable }
  // Any failure of Payload's sharp step, for an image whose header read fine: pixels that cannot be decoded.
  if (name === 'FileUploadError' && mimeType?.startsWith('image/')) return { status: 400, message: unreadable }
  return undefined
}

/** The media collection's errors, in our words and with a 4xx when the request is at fault. */
export const explainUploadError: CollectionAfterErrorHook = ({ error, req }) => {
  const failure = explainUploadFailure({ error, mimeType: req.file?.mimetype })
  if (!failure) return
  // one-error-exit: Payload's own error path (an afterError hook), like infra/errors/
  return { status: failure.status, response: wireErrorBody({ message: failure.message }) }
}
