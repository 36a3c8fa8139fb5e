import type { CollectionConfig } from 'payload'
import { adminOrOwner } from '../access/adminOrOwner'
import { anyone } from '../access/anyone'
import { isAuthenticated } from '../access/isAuthenticated'
import { MEDIA_FOLDERS, mediaFolderLabels } from '../media/folders'
import { assignOwner } from '../hooks/assignOwner'
import { denyBulkWrites } from '../hooks/denyBulkWrites'

/**
 * Uploaded photos, videos, logos and shop photos. Every file belongs to the user who sent it;
 * all of them are public profile material, so anyone may read them.
 */
export const createMedia = ({ staticDir }: { staticDir: string }): CollectionConfig => ({
  slug: 'media',
  labels: { singular: 'Arquivo', plural: 'Arquivos' },
  access: {
    read: anyone,
    create: isAuthenticated,
    update: adminOrOwner,
    delete: adminOrOwner,
  },
  hooks: {
    beforeOperation: [denyBulkWrites],
    beforeValidate: [assignOwner],
  },
  upload: {
    staticDir,
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'video/mp4', 'video/webm', 'video/quicktime'],
  },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', maxDepth: 0, required: true, index: true },
    {
      name: 'folder',
      label: 'Pasta',
      type: 'select',
      required: true,
      options: MEDIA_FOLDERS.map((value) => ({ value, label: mediaFolderLabels[value] })),
    },
    { name: 'alt', label: 'Descrição', type: 'text', maxLength: 200 },
  ],
})
