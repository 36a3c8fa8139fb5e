import type { CollectionConfig } from 'payload'
import { isAdminOrEditor } from '#access/isAdminOrEditor'
import { publishedOrStaff } from './access/publishedOrStaff'
import { denyBulkWrites } from '#hooks/denyBulkWrites'
import { normalizeDisplayText } from '#fields/normalizeDisplayText'
import { validateRichText } from '#fields/validateRichText'
import { refreshPublicPagesAfterChange, refreshPublicPagesAfterDelete } from '#hooks/refreshPublicPages'

/** Frequently asked questions, written by content editors; /faq lists the published ones in order. */
export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'Pergunta frequente', plural: 'Perguntas frequentes' },
  admin: { useAsTitle: 'question' },
  defaultSort: 'sortOrder',
  access: {
    read: publishedOrStaff,
    create: isAdminOrEditor,
    update: isAdminOrEditor,
    delete: isAdminOrEditor,
  },
  hooks: { beforeOperation: [denyBulkWrites], afterChange: [refreshPublicPagesAfterChange], afterDelete: [refreshPublicPagesAfterDelete] },
  fields: [
    { name: 'question', label: 'Pergunta', type: 'text', required: true, maxLength: 200, hooks: { beforeValidate: [normalizeDisplayText] } },
    { name: 'answer', label: 'Resposta', type: 'richText', required: true, validate: validateRichText({ required: true }) },
    {
      name: 'audience',
      label: 'Para',
      type: 'select',
      required: true,
      defaultValue: 'all',
      options: [
        { value: 'all', label: 'Todos' },
        { value: 'barber', label: 'Barbeiros' },
        { value: 'barbershop', label: 'Barbearias' },
      ],
    },
    { name: 'sortOrder', label: 'Ordem', type: 'number', defaultValue: 0 },
    // Published unless an editor keeps a question as a draft: the FAQs written before the flag existed stay public.
    { name: 'published', label: 'Publicada', type: 'checkbox', required: true, defaultValue: true, index: true },
  ],
}
