import type { UseQueryResult } from '@tanstack/react-query'
import { useRef, type ReactNode } from 'react'
import type { Application } from '#payload-types'
import { cn } from '../ui/cn'
import { Pagination } from '../ui/Pagination'
import { RetryAlert } from '../ui/RetryAlert'
import { PageSpinner } from '../ui/Spinner'
import { useErrorToast } from '../ui/toast'
import type { Paginated } from './queries'

/**
 * A page of applications with its loading, error (spec §8: a destructive toast, and the message on
 * the page with a way to try again) and empty states, and its pagination.
 */
export function ApplicationsList({
  query,
  loadFailed,
  loadingLabel,
  empty,
  onPage,
  renderItem,
}: {
  query: UseQueryResult<Paginated<Application>>
  loadFailed: string
  loadingLabel: string
  empty: ReactNode
  onPage: (page: number) => void
  renderItem: (application: Application) => ReactNode
}) {
  const { data, error, isPending, isPlaceholderData, isFetching, refetch } = query
  const list = useRef<HTMLDivElement>(null)

  useErrorToast(error, loadFailed, { description: error?.message, id: loadFailed })

  if (isPending) return <PageSpinner label={loadingLabel} />
  if (!data) {
    return (
      <RetryAlert title={loadFailed} onRetry={() => void refetch()}>
        {error?.message}
      </RetryAlert>
    )
  }
  if (data.docs.length === 0 && !isPlaceholderData) return <>{empty}</>

  const changePage = (page: number) => {
    onPage(page)
    list.current?.focus({ preventScroll: true })
    list.current?.scrollIntoView({ block: 'start' })
  }

  return (
    <div ref={list} tabIndex={-1} aria-busy={isFetching || undefined} className="scroll-mt-24 focus:outline-none">
      <ul className={cn('flex flex-col gap-4 transition-opacity', isPlaceholderData && 'opacity-60')}>
        {data.docs.map((application) => (
          <li key={application.id}>{renderItem(application)}</li>
        ))}
      </ul>
      <Pagination page={data.page} totalPages={data.totalPages} hasPrevPage={data.hasPrevPage} hasNextPage={data.hasNextPage} onChange={changePage} />
    </div>
  )
}
