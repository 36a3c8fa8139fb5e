import { chmod, copyFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Adapter } from '@payloadcms/plugin-cloud-storage/types'
import { getStorageFilePath } from '@payloadcms/plugin-cloud-storage/utilities'
import { privateFolder, privateFolderSync } from '#infra/privateFolders'
import { localMediaUrl } from './paths'

/**
 * A storage adapter for Payload's cloud-storage plugin that keeps files on local disk, so local
 * and S3 storage share one code path: the plugin resolves every file's path from the document's
 * `prefix` (`<user>/<folder>`) and this adapter only writes, deletes and points at bytes.
 * Every file is read through the server, under the media read rule (a chat photo by its two
 * parties and admins only), never straight off the disk: folders 0700, files 0600.
 */
export function localDiskAdapter({ dir }: { dir: string }): Adapter {
  const root = path.resolve(dir)
  privateFolderSync(root)
  const within = (storageFilePath: string) => {
    const target = path.resolve(root, storageFilePath)
    if (!target.startsWith(root + path.sep)) throw new Error(`caminho fora da pasta de arquivos: ${storageFilePath}`)
    return target
  }
  return ({ collection, prefix: collectionPrefix }) => ({
    name: 'local-disk',
    // Files come only in the request itself. Without this, a multipart `file` field holding JSON
    // (a "client upload" reference) makes Payload fetch the named file through staticHandler.
    requiresClientUploadReceipt: true,
    async handleUpload({ file, storageFilePath }) {
      const target = within(storageFilePath)
      await privateFolder(path.dirname(target), root)
      // A large video is copied from its temp file, never read into memory; Payload removes the temp file.
      if (file.tempFilePath) await copyFile(file.tempFilePath, target)
      else await writeFile(target, file.buffer, { mode: 0o600 })
      // copyFile gives the copy the temp file's mode, and writeFile's goes through the umask.
      await chmod(target, 0o600)
    },
    async handleDelete({ storageFilePath }) {
      await rm(within(storageFilePath), { force: true })
    },
    // Payload's /api/media/file/<name> route sends readers on to the static path that serves the bytes.
    async staticHandler(req, { doc, params: { filename, prefix } }) {
      const storageFilePath = await getStorageFilePath({ collection, collectionPrefix, doc, filename, prefixQueryParam: prefix, req })
      return new Response(null, { status: 302, headers: { location: localMediaUrl(storageFilePath) } })
    },
  })
}
