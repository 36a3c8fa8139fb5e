import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ApiError } from '../api/client'
import { BackButton } from '../shell/BackButton'
import { Page } from '../shell/Layout'
import { PageSpinner } from '../ui/Spinner'
import { LoadFailed } from './LoadFailed'

/** Route ids are positive integers; anything else is a profile that does not exist. */
export function parseId(param: string | undefined): number | null {
  return param && /^\d{1,12}$/.test(param) && Number(param) > 0 ? Number(param) : null
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404

/**
 * A public profile's page: Voltar, then the profile once it has loaded, or why it is not there
 * (`notFound` for an id that does not exist).
 */
export function PublicProfileFrame<T extends { removedAt?: string | null }>({
  id,
  query,
  notFound,
  children,
}: {
  id: number | null
  query: UseQueryResult<T>
  notFound: ReactNode
  children: (data: T) => ReactNode
}) {
  let body
  // A profile deleted with its account is kept only as 'Conta removida' for others' records: no page (decision 0035).
  if (id === null || isNotFound(query.error) || query.data?.removedAt) body = notFound
  else if (query.isError) body = <LoadFailed onRetry={() => void query.refetch()} />
  else if (query.isPending) body = <PageSpinner label="Carregando perfil..." />
  else body = children(query.data)
  return (
    <Page>
      <div className="mb-4">
        <BackButton />
      </div>
      {body}
    </Page>
  )
}
