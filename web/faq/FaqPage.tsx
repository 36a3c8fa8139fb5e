import { RichText } from '../landing/RichText'
import { Page } from '../shell/Layout'
import { PageHeader } from '../shell/PageHeader'
import { useFaqs } from './queries'

/**
 * /faq: the questions the content editors publish, in their order, each answer a rich text. The
 * server renders the page with the questions already in it (server/pages/prefetch.ts).
 */
export function FaqPage() {
  const { data: faqs, isError } = useFaqs()
  return (
    <Page narrow>
      <PageHeader title="Perguntas frequentes" description="Dúvidas comuns de barbeiros e barbearias sobre o Navalha." />
      {isError ? (
        <p className="text-stone-600">Não foi possível carregar as perguntas. Tente novamente em instantes.</p>
      ) : faqs === undefined ? (
        <div className="h-40 animate-pulse rounded-2xl bg-stone-200/70" />
      ) : faqs.length === 0 ? (
        <p className="text-stone-600">Nenhuma pergunta publicada ainda.</p>
      ) : (
        <div className="flex flex-col gap-4">
          {faqs.map((faq) => (
            <section key={faq.id} aria-labelledby={`faq-${faq.id}`} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
              <h2 id={`faq-${faq.id}`} className="text-lg font-bold text-stone-900">
                {faq.question}
              </h2>
              <RichText value={faq.answer} className="mt-3 text-stone-700" />
            </section>
          ))}
        </div>
      )}
    </Page>
  )
}
