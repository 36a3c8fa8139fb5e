import { rm } from 'node:fs/promises'
import type { CollectionAfterErrorHook, CollectionAfterOperationHook, PayloadRequest } from 'payload'

/** Every temp file the multipart reader wrote for this request: any field may carry files, several each. */
function tempFilesOf(req: PayloadRequest): string[] {
  return Object.values(req.files ?? {})
    .flat()
    .map((file) => file.tempFilePath)
    .filter((tempFilePath): tempFilePath is string => Boolean(tempFilePath))
}

const removeAll = (paths: string[]) => Promise.all(paths.map((tempFilePath) => rm(tempFilePath, { force: true })))

/**
 * Payload removes the temp file of the one upload it stores (`req.file`) and nothing else: files
 * sent under other field names, or a second `file`, stayed on disk until the hourly sweep
 * (media/streaming.ts), up to three 100 MB files per request.
 */
export const removeExtraTempFiles: CollectionAfterOperationHook = async ({ req, result }) => {
  await removeAll(tempFilesOf(req).filter((tempFilePath) => tempFilePath !== req.file?.tempFilePath))
  return result
}

/**
 * A request that fails after its body was read (a `_payload` that is not JSON, a refusal) leaves
 * every file it carried; this runs once Payload's own clean-up is done.
 */
export const removeTempFilesAfterError: CollectionAfterErrorHook = async ({ req }) => {
  await removeAll(tempFilesOf(req))
}
