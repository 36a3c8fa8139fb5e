import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { LegalDocumentKind, MyConsents } from '#domain/legal'
import type { LegalDocument } from '#payload-types'
import { api } from '../api/client'

/** The version in force of a document (the newest): the same read the server renders /termos and /privacidade with. */
const legalDocumentPath = (document: LegalDocumentKind) => `/api/legal-documents?where[document][equals]=${document}&sort=-version&limit=1&depth=0`

export const legalDocumentQuery = (document: LegalDocumentKind) =>
  queryOptions({
    queryKey: ['legal-documents', document, 'current'],
    queryFn: async ({ signal }) => (await api.get<{ docs: LegalDocument[] }>(legalDocumentPath(document), { signal })).docs[0] ?? null,
    staleTime: 5 * 60_000,
  })

export const useLegalDocument = (document: LegalDocumentKind) => useQuery(legalDocumentQuery(document))

const myConsentsQuery = queryOptions({
  queryKey: ['me', 'consents'],
  queryFn: ({ signal }) => api.get<MyConsents>('/api/me/consents', { signal }),
  staleTime: 5 * 60_000,
})

export const useMyConsents = (enabled: boolean) => useQuery({ ...myConsentsQuery, enabled })

export function useAcceptConsent() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (accepted: { document: LegalDocumentKind; version: number }) => api.post<MyConsents>('/api/me/consents', accepted),
    onSuccess: (consents) => client.setQueryData(myConsentsQuery.queryKey, consents),
  })
}
