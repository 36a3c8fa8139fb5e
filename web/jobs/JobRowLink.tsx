import { ArrowRight, BriefcaseBusiness } from 'lucide-react'
import { AppLink } from '../ui/navigation'

/**
 * One job in a short list that leads to its page (a shop's open jobs, a place's jobs): its title,
 * the lines that say what it is, and when it was published.
 */
export function JobRowLink({ jobId, title, lines, published }: { jobId: number; title: string; lines: string[]; published: string }) {
  return (
    <AppLink
      to={`/vagas/${jobId}`}
      className="group flex items-center gap-3 rounded-xl border border-stone-200 bg-white p-3 transition-colors hover:border-brand-300 hover:bg-brand-50/40 sm:p-4"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-800">
        <BriefcaseBusiness className="size-5" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-stone-900">{title}</span>
        {lines.map((line, index) => (
          <span key={index} className={index === lines.length - 1 ? 'block text-sm text-stone-600' : 'block text-sm text-stone-700'}>
            {line}
          </span>
        ))}
        <span className="block text-xs text-stone-600">{published}</span>
      </span>
      <ArrowRight className="size-5 shrink-0 text-stone-500 group-hover:text-brand-700" aria-hidden="true" />
    </AppLink>
  )
}
