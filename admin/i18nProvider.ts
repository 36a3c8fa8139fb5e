import polyglotI18nProvider from 'ra-i18n-polyglot'
import { ptBR } from './i18n/ptBR'
import { resourceMessages } from './i18n/resources'

/** Texts the console passes as they are (the spec's toasts) are no keys: polyglot shows them unchanged. */
export const i18nProvider = polyglotI18nProvider(() => ({ ...ptBR, resources: resourceMessages }), 'pt-BR', [{ locale: 'pt-BR', name: 'Português (Brasil)' }], {
  allowMissing: true,
})
