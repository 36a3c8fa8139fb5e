import { Gauge } from 'lucide-react'
import { useQuery } from '@tanstack/react-query'
import type { QuotaKind } from '#domain/quota'
import { api } from '../api/client'
import { AppLink } from '../ui/navigation'

type QuotaUsage = { kind: QuotaKind; used: number; limit: number | null; label: string; trial: boolean }

const trialText: Record<QuotaKind, string> = {
  application: 'Candidaturas ilimitadas no período de teste',
  job: 'Vagas ilimitadas no período de teste',
}

/** 'N de M candidaturas este mês' / 'vagas este mês' on the panels, with a bar while the plan has a limit. */
export function QuotaUsageMeter() {
  const { data } = useQuery({
    queryKey: ['billing', 'usage'],
    queryFn: ({ signal }) => api.get<QuotaUsage>('/api/billing/usage', { signal }),
    staleTime: 30_000,
  })
  if (!data) return null
  const full = data.limit !== null && data.used >= data.limit
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:gap-4">
      <Gauge className="size-5 shrink-0 text-brand-800" aria-hidden="true" />
      <div className="flex-1">
        <p className="text-sm font-semibold text-stone-900">{data.trial ? trialText[data.kind] : data.label}</p>
        {data.limit !== null && !data.trial && (
          <div
            role="meter"
            aria-label={data.label}
            aria-valuemin={0}
            aria-valuemax={data.limit}
            aria-valuenow={Math.min(data.used, data.limit)}
            className="mt-2 h-2 overflow-hidden rounded-full bg-stone-200"
          >
            <div
              className={full ? 'h-full bg-red-700' : 'h-full bg-brand-600'}
              style={{ width: `${Math.min(100, (data.used / Math.max(1, data.limit)) * 100)}%` }}
            />
          </div>
        )}
      </div>
      {full && (
        <AppLink to="/planos" className="text-sm font-semibold text-brand-800 underline underline-offset-2">
          Ver planos com mais {data.kind === 'application' ? 'candidaturas' : 'vagas'}
        </AppLink>
      )}
    </div>
  )
}
