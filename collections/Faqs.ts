import type { CollectionConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isAdminOrEditor } from '../access/isAdminOrEditor'
import { denyBulkWrites } from '../hooks/denyBulkWrites'
import { normalizeDisplayText } from '../hooks/normalizeDisplayText'
import { validateRichText } from '../hooks/validateRichText'

/** Frequently asked questions, written by content editors. */
export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'Pergunta frequente', plural: 'Perguntas frequentes' },
  admin: { useAsTitle: 'question' },
  defaultSort: 'sortOrder',
  access: {
    read: anyone,
    create: isAdminOrEditor,
    update: isAdminOrEditor,
    delete: isAdminOrEditor,
  },
  hooks: { beforeOperation: [denyBulkWrites] },
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
  ],
}
