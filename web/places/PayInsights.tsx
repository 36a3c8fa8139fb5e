import { Wallet } from 'lucide-react'
import { PAY_INSIGHT_DAYS, PAY_INSIGHT_MIN_JOBS, payInsightText, type PayInsight, type PlaceRef } from '#domain/places'

/**
 * 'Quanto paga' (issue 40): one line per kind of pay that at least five of the place's active jobs
 * of the last 90 days advertise, and what the figures are made of.
 */
export function PayInsights({ insights, place, headingId }: { insights: PayInsight[]; place: PlaceRef; headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-stone-900">
        <Wallet className="size-5 text-brand-700" aria-hidden="true" />
        Quanto paga
      </h2>
      <ul className="mt-3 flex flex-col gap-2 text-stone-800">
        {insights.map((insight) => (
          <li key={insight.kind}>{payInsightText(insight, place)}</li>
        ))}
      </ul>
      <p className="mt-3 text-xs text-stone-600">
        Pela remuneração mínima anunciada nas vagas abertas publicadas nos últimos {PAY_INSIGHT_DAYS} dias; só com pelo menos {PAY_INSIGHT_MIN_JOBS} vagas do
        mesmo tipo.
      </p>
    </section>
  )
}
