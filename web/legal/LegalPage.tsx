import { legalDocumentLabels, PRODUCT_COOKIES, type LegalDocumentKind } from '#domain/legal'
import { RichText } from '../landing/RichText'
import { Page } from '../shell/Layout'
import { PageHeader } from '../shell/PageHeader'
import { formatDate } from '../ui/format'
import { useLegalDocument } from './queries'

/**
 * /termos and /privacidade: the version in force of the terms of use or the privacy policy, as the
 * editors wrote it, with its number and date (decision 0034). Rendered on the server with the text
 * in it (server/pages/prefetch.ts) and kept in the public pages' cache. The policy ends with
 * the list of cookies, drawn from the code's own list so it is always the true one.
 */
function LegalPage({ document }: { document: LegalDocumentKind }) {
  const title = legalDocumentLabels[document]
  const { data, isError } = useLegalDocument(document)
  return (
    <Page narrow>
      <PageHeader title={title} description={data ? `Versão ${data.version}, publicada em ${formatDate(data.publishedAt)}.` : undefined} />
      {isError ? (
        <p className="text-stone-600">Não foi possível carregar o documento. Tente novamente em instantes.</p>
      ) : data === undefined ? (
        <div className="h-40 animate-pulse rounded-2xl bg-stone-200/70" />
      ) : data === null ? (
        <p className="text-stone-600">Este documento ainda não foi publicado.</p>
      ) : (
        <article className="rounded-2xl border border-stone-200 bg-white p-5 text-stone-700 shadow-sm sm:p-8">
          <RichText value={data.body} className="flex flex-col gap-4 leading-relaxed" />
          {document === 'privacy' && <CookieList />}
        </article>
      )}
    </Page>
  )
}

function CookieList() {
  return (
    <section aria-labelledby="cookies" className="mt-8 border-t border-stone-200 pt-6">
      <h2 id="cookies" className="text-xl font-bold text-stone-900">
        Cookies que usamos
      </h2>
      <p className="mt-2">São todos necessários ao funcionamento do serviço; não há cookies de publicidade, rastreamento ou análise.</p>
      <ul className="mt-4 flex flex-col gap-3">
        {PRODUCT_COOKIES.map((cookie) => (
          <li key={cookie.name} className="rounded-xl bg-stone-50 p-4">
            <p className="font-mono text-sm font-semibold text-stone-900">{cookie.name}</p>
            <p className="mt-1">{cookie.purpose}</p>
            <p className="mt-1 text-sm text-stone-500">Duração: {cookie.duration}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

export const TermsPage = () => <LegalPage document="terms" />
export const PrivacyPage = () => <LegalPage document="privacy" />
