import type { GlobalConfig } from 'payload'
import { anyone } from '../access/anyone'
import { isAdminOrEditor } from '../access/isAdminOrEditor'
import { validateRichText } from '../hooks/validateRichText'

const text = (name: string, label: string, maxLength = 200, required = true) => ({ name, label, type: 'text', required, maxLength }) as const
const longText = (name: string, label: string, maxLength = 1000, required = true) => ({ name, label, type: 'textarea', required, maxLength }) as const

/** All copy of the landing page (/), edited by content editors. */
export const Landing: GlobalConfig = {
  slug: 'landing',
  label: 'Página inicial',
  access: { read: anyone, update: isAdminOrEditor },
  fields: [
    {
      name: 'hero',
      label: 'Destaque',
      type: 'group',
      fields: [
        text('eyebrow', 'Chamada', 80, false),
        text('title', 'Título', 140),
        longText('subtitle', 'Subtítulo', 400),
        text('barberCta', 'Botão barbeiro', 40),
        text('shopCta', 'Botão barbearia', 40),
      ],
    },
    {
      name: 'howItWorks',
      label: 'Como funciona',
      type: 'group',
      fields: [
        text('title', 'Título', 120),
        {
          name: 'steps',
          label: 'Passos',
          type: 'array',
          maxRows: 8,
          fields: [
            {
              name: 'audience',
              label: 'Para',
              type: 'select',
              required: true,
              options: [
                { value: 'barber', label: 'Barbeiros' },
                { value: 'barbershop', label: 'Barbearias' },
              ],
            },
            text('title', 'Título', 80),
            longText('text', 'Texto', 300),
          ],
        },
      ],
    },
    {
      name: 'about',
      label: 'Sobre',
      type: 'group',
      fields: [
        text('title', 'Título', 120),
        { name: 'body', label: 'Texto', type: 'richText', required: true, validate: validateRichText({ required: true }) },
        {
          name: 'highlights',
          label: 'Diferenciais',
          type: 'array',
          maxRows: 8,
          fields: [text('title', 'Título', 80), longText('text', 'Texto', 300)],
        },
      ],
    },
    {
      name: 'stats',
      label: 'Números',
      type: 'group',
      fields: [
        text('title', 'Título', 120),
        {
          name: 'source',
          label: 'Origem dos números',
          type: 'select',
          required: true,
          defaultValue: 'live',
          options: [
            { value: 'live', label: 'Contagem ao vivo do banco de dados' },
            { value: 'manual', label: 'Números informados pelo editor' },
          ],
        },
        {
          name: 'manual',
          label: 'Números informados',
          type: 'array',
          maxRows: 8,
          fields: [text('value', 'Valor', 20), text('label', 'Legenda', 60)],
        },
      ],
    },
    {
      name: 'plans',
      label: 'Planos',
      type: 'group',
      fields: [text('title', 'Título', 120), longText('subtitle', 'Subtítulo', 300, false)],
    },
    {
      name: 'callToAction',
      label: 'Chamada final',
      type: 'group',
      fields: [text('title', 'Título', 120), longText('text', 'Texto', 400), text('buttonLabel', 'Botão', 40)],
    },
  ],
}
