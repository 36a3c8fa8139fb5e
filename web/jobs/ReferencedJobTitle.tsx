import { jobMessages } from '#domain/messages/jobs'
import type { Job } from '#payload-types'
import { Badge } from '../ui/Badge'
import { cn } from '../ui/cn'
import { AppLink } from '../ui/navigation'
import { useReferencedJob } from './queries'

/**
 * The title of a job on one of the barber's own lists, a link to its page, marked 'Fechada' once
 * the shop closed it (spec §4's word for anything not active). Meant to sit inside the card's
 * heading; `linkClassName` styles the link. A job an admin deleted shows `removedTitle` (the copy an
 * application keeps, decision 0015) with a quiet 'Vaga removida'.
 */
export function ReferencedJobTitle({
  job,
  removedTitle,
  linkClassName,
}: {
  job: number | Job | null | undefined
  removedTitle?: string | null
  linkClassName?: string
}) {
  const { id, title, open, loading } = useReferencedJob(job)
  if (id === null && removedTitle) {
    return (
      <>
        {removedTitle} <span className="align-middle text-sm font-normal whitespace-nowrap text-stone-500">· {jobMessages.removed}</span>
      </>
    )
  }
  if (id === null) return <>{jobMessages.removed}</>
  if (loading) {
    return (
      <span className="inline-block h-5 w-48 max-w-full animate-pulse rounded bg-stone-200 align-middle">
        <span className="sr-only">Carregando vaga...</span>
      </span>
    )
  }
  return (
    <>
      <AppLink to={`/vagas/${id}`} className={cn('underline-offset-4 hover:text-brand-800 hover:underline', linkClassName)}>
        {title ?? 'Vaga fechada'}
      </AppLink>
      {title && !open && (
        <>
          {' '}
          <Badge className="align-middle">Fechada</Badge>
        </>
      )}
    </>
  )
}
