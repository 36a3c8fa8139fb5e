import { AppLink } from '../ui/navigation'

/** A job card's title, a link to the job's page; `id` lets the card's article be named by it. */
export function JobCardTitle({ id, jobId, title }: { id: string; jobId: number; title: string }) {
  return (
    <h2 id={id} className="text-lg leading-snug font-semibold text-stone-900">
      <AppLink to={`/vagas/${jobId}`} className="hover:text-brand-800 hover:underline">
        {title}
      </AppLink>
    </h2>
  )
}
