import type { GlobalConfig } from 'payload'
import { anyone } from '#access/anyone'
import { DEFAULT_FIGURES, FIGURE_MODES, figureMessages, figureModeLabels, LIVE_SOURCES, liveSourceLabels } from '#domain/landingFigures'
import { isAdminOrEditor } from '#access/isAdminOrEditor'
import { validateRichText } from '#fields/validateRichText'
import { refreshPublicPagesAfterGlobalChange } from '#hooks/refreshPublicPages'

const text = (name: string, label: string, maxLength = 200, required = true) => ({ name, label, type: 'text', required, maxLength }) as const
const longText = (name: string, label: string, maxLength = 1000, required = true) => ({ name, label, type: 'textarea', required, maxLength }) as const

/** All copy of the landing page (/), edited by content editors. */
export const Landing: GlobalConfig = {
  slug: 'landing',
  label: 'Página inicial',
  access: { read: anyone, update: isAdminOrEditor },
  hooks: { afterChange: [refreshPublicPagesAfterGlobalChange] },
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
          name: 'figures',
          label: 'Números',
          type: 'array',
          maxRows: 8,
          defaultValue: DEFAULT_FIGURES,
          fields: [
            text('label', 'Legenda', 60),
            {
              name: 'mode',
              label: 'Tipo',
              type: 'select',
              required: true,
              defaultValue: 'fixed',
              options: FIGURE_MODES.map((value) => ({ value, label: figureModeLabels[value] })),
            },
            {
              name: 'value',
              label: 'Valor',
              type: 'text',
              maxLength: 20,
              validate: (value: string | null | undefined, { siblingData }: { siblingData: { mode?: string } }) =>
                siblingData.mode !== 'live' && !value?.trim() ? figureMessages.valueRequired : true,
            },
            {
              name: 'liveSource',
              label: 'Contagem',
              type: 'select',
              options: LIVE_SOURCES.map((value) => ({ value, label: liveSourceLabels[value] })),
              validate: (value: string | null | undefined, { siblingData }: { siblingData: { mode?: string } }) =>
                siblingData.mode === 'live' && !value ? figureMessages.sourceRequired : true,
            },
          ],
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
