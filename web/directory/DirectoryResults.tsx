import type { UseQueryResult } from '@tanstack/react-query'
import { SearchX, Users } from 'lucide-react'
import { useRef, type ReactNode } from 'react'
import type { DirectoryPage } from '#domain/directory'
import type { Country } from '#domain/locations'
import { Button } from '../ui/Button'
import { cn } from '../ui/cn'
import { EmptyState } from '../ui/EmptyState'
import { formatCount } from '../ui/format'
import { Pagination } from '../ui/Pagination'
import { RetryAlert } from '../ui/RetryAlert'

export type DirectoryTexts = {
  /** "barbeiro" / "barbeiros", for the count. */
  one: string
  many: string
  loading: string
  loadFailed: string
  emptyTitle: string
  emptyText: string
  noMatchTitle: string
}

const noMatchHints: Record<Country, string> = {
  BR: 'Tente outro nome, outra cidade ou outro estado.',
  PT: 'Tente outro nome, outro concelho ou outro distrito.',
}

/**
 * A page of directory cards with its loading, error and empty states and its pagination. While
 * another page or search loads, the previous cards stay, dimmed.
 */
export function DirectoryResults<T extends { id: number }>({
  query,
  texts,
  filtered,
  onClear,
  onPage,
  renderCard,
  emptyAction,
  country,
}: {
  query: UseQueryResult<DirectoryPage<T>>
  texts: DirectoryTexts
  filtered: boolean
  onClear: () => void
  onPage: (page: number) => void
  renderCard: (item: T) => ReactNode
  emptyAction?: ReactNode
  /** Whose words the no-match hint names places in. */
  country: Country
}) {
  const section = useRef<HTMLElement>(null)
  const { data, isPending, error, refetch, isFetching, isPlaceholderData } = query

  const changePage = (page: number) => {
    onPage(page)
    section.current?.focus({ preventScroll: true })
    section.current?.scrollIntoView({ block: 'start' })
  }

  let summary = ''
  if (data && !isPlaceholderData) {
    summary =
      data.docs.length === 0
        ? filtered
          ? texts.noMatchTitle
          : texts.emptyTitle
        : `${formatCount(data.totalDocs, texts.one, texts.many)}, página ${data.page} de ${data.totalPages}`
  }

  return (
    <section ref={section} tabIndex={-1} aria-label="Resultados" aria-busy={isFetching || undefined} className="mt-6 scroll-mt-24 focus:outline-none">
      <p aria-live="polite" className="sr-only">
        {summary}
      </p>
      {isPending ? (
        <CardSkeletons label={texts.loading} />
      ) : !data ? (
        <RetryAlert title={texts.loadFailed} onRetry={() => void refetch()}>
          {error?.message}
        </RetryAlert>
      ) : data.docs.length === 0 ? (
        filtered ? (
          <EmptyState
            icon={<SearchX className="size-10" aria-hidden="true" />}
            title={texts.noMatchTitle}
            action={
              <Button variant="outline" onClick={onClear}>
                Limpar filtros
              </Button>
            }
          >
            {noMatchHints[country]}
          </EmptyState>
        ) : (
          <EmptyState icon={<Users className="size-10" aria-hidden="true" />} title={texts.emptyTitle} action={emptyAction}>
            {texts.emptyText}
          </EmptyState>
        )
      ) : (
        <>
          <p className="mb-4 text-sm text-stone-600">{formatCount(data.totalDocs, texts.one, texts.many)}</p>
          <ul className={cn('grid gap-4 transition-opacity sm:grid-cols-2 lg:grid-cols-3', isPlaceholderData && 'opacity-60')}>
            {data.docs.map((item) => (
              <li key={item.id} className="flex *:flex-1">
                {renderCard(item)}
              </li>
            ))}
          </ul>
          <Pagination page={data.page} totalPages={data.totalPages} hasPrevPage={data.hasPrevPage} hasNextPage={data.hasNextPage} onChange={changePage} />
        </>
      )}
    </section>
  )
}

function CardSkeletons({ label }: { label: string }) {
  return (
    <div>
      <p role="status" className="sr-only">
        {label}
      </p>
      <ul aria-hidden="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index} className="animate-pulse rounded-xl border border-stone-200 bg-white p-5 shadow-sm">
            <div className="flex items-start gap-4">
              <div className="size-16 rounded-full bg-stone-200" />
              <div className="flex flex-1 flex-col gap-2 pt-1">
                <div className="h-4 w-3/4 rounded bg-stone-200" />
                <div className="h-3 w-1/2 rounded bg-stone-100" />
                <div className="h-3 w-1/3 rounded bg-stone-100" />
              </div>
            </div>
            <div className="mt-5 h-3 w-2/3 rounded bg-stone-100" />
            <div className="mt-6 h-11 rounded-lg bg-stone-100" />
          </li>
        ))}
      </ul>
    </div>
  )
}
