import type { CollectionConfig } from 'payload'
import { adminOrOwner } from '#access/adminOrOwner'
import { publicOrOwnMedia } from './access/publicOrOwnMedia'
import { recordChatPhotoRead } from './hooks/recordChatPhotoRead'
import { isAuthenticated } from '#access/isAuthenticated'
import { nobody } from '#access/nobody'
import { MEDIA_FOLDERS, mediaFolderLabels } from '#domain/media'
import { profileMediaMessages } from '#domain/messages/profiles'
import { PHOTO_CAPTION_MAX } from '#domain/profiles'
import { checkChatPhoto } from '#media/checkChatPhoto'
import { IMAGE_SIZES, ORIGINAL_BOUNDS, WEBP } from '#media/images'
import { explainUploadError } from '#media/explainUploadError'
import { inspectUpload } from '#media/inspectUpload'
import { keepUploadMetadata } from '#media/keepUploadMetadata'
import { IMMUTABLE_CACHE_CONTROL } from '#media/paths'
import { placeUnderOwner } from '#media/placeUnderOwner'
import { limitUnsavedUploads } from '#media/unsavedUploads'
import { removeExtraTempFiles, removeTempFilesAfterError } from '#media/removeTempFiles'
import { ACCEPTED_MIME_TYPES, type MediaLimits } from '#media/rules'
import { assignOwner } from '#hooks/assignOwner'
import { maskPublicTexts } from '#hooks/maskPublicTexts'
import { denyBulkWrites } from '#hooks/denyBulkWrites'
import { normalizeDisplayText } from '#fields/normalizeDisplayText'
import { refreshPublicPagesAfterChange, refreshPublicPagesAfterDelete } from '#hooks/refreshPublicPages'

/** The description shows as a shop photo's alt text and the caption under a photo, so both are stored with contacts hidden (decision 0029). */
const publicTexts = maskPublicTexts('media')

/**
 * Uploaded photos, videos, logos and shop photos. Every file belongs to the user who sent it and
 * is stored under `<user>/<folder>/<timestamp>-<random>.<ext>` (media/storage.ts wires local disk or S3).
 * Files a profile shows are anyone's to see; the rest only their owner's and the admins'. Files are judged by their
 * bytes, images are re-encoded to WebP without metadata, videos are kept as sent (media/).
 */
export const createMedia = ({ staticDir, limits }: { staticDir: string; limits: MediaLimits }): CollectionConfig => ({
  slug: 'media',
  labels: { singular: 'Arquivo', plural: 'Arquivos' },
  access: {
    read: publicOrOwnMedia,
    create: isAuthenticated,
    update: adminOrOwner,
    delete: adminOrOwner,
  },
  hooks: {
    beforeOperation: [denyBulkWrites, keepUploadMetadata, checkChatPhoto, limitUnsavedUploads, inspectUpload(limits)],
    beforeValidate: [assignOwner],
    beforeChange: [placeUnderOwner, publicTexts.beforeChange],
    afterChange: [publicTexts.afterChange, refreshPublicPagesAfterChange],
    afterDelete: [refreshPublicPagesAfterDelete],
    afterOperation: [removeExtraTempFiles, recordChatPhotoRead],
    afterError: [removeTempFilesAfterError, explainUploadError],
  },
  upload: {
    staticDir,
    mimeTypes: ACCEPTED_MIME_TYPES,
    formatOptions: WEBP,
    resizeOptions: ORIGINAL_BOUNDS,
    imageSizes: IMAGE_SIZES,
    // Payload's focal-point cropping measures the photo before EXIF rotation; plain resizes do not.
    focalPoint: false,
    // Two users may upload in the same millisecond: names are unique within a folder.
    filenameCompoundIndex: ['prefix', 'filename'],
    modifyResponseHeaders: ({ headers }) => {
      headers.set('cache-control', IMMUTABLE_CACHE_CONTROL)
    },
  },
  fields: publicTexts.fields([
    // Where the file lives follows from these two, so they never change after the upload.
    { name: 'user', type: 'relationship', relationTo: 'users', maxDepth: 0, required: true, index: true, access: { update: nobody } },
    {
      name: 'folder',
      label: 'Pasta',
      type: 'select',
      required: true,
      options: MEDIA_FOLDERS.map((value) => ({ value, label: mediaFolderLabels[value] })),
      access: { update: nobody },
    },
    { name: 'alt', label: 'Descrição', type: 'text', maxLength: 200, hooks: { beforeValidate: [normalizeDisplayText] } },
    {
      name: 'caption',
      label: 'Legenda',
      type: 'text',
      maxLength: PHOTO_CAPTION_MAX,
      hooks: { beforeValidate: [normalizeDisplayText] },
      validate: (value: unknown) =>
        typeof value === 'string' && value.length > PHOTO_CAPTION_MAX ? profileMediaMessages.captionTooLong(PHOTO_CAPTION_MAX) : true,
    },
    // A chat photo (issue 30) is uploaded for one conversation, then attached to one message, and
    // from then on the other party reads it too (access/publicOrOwnMedia.ts, server/media/files.ts).
    { name: 'conversation', type: 'relationship', relationTo: 'conversations', maxDepth: 0, index: true, access: { update: nobody } },
    { name: 'message', type: 'relationship', relationTo: 'messages', maxDepth: 0, index: true, access: { create: nobody, update: nobody } },
    { name: 'sharedWith', type: 'relationship', relationTo: 'users', maxDepth: 0, index: true, access: { create: nobody, update: nobody } },
    {
      name: 'public',
      label: 'Em um perfil público',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { readOnly: true },
      access: { create: nobody, update: nobody },
    },
    { name: 'duration', label: 'Duração (segundos)', type: 'number', admin: { readOnly: true }, access: { update: nobody } },
  ]),
})
