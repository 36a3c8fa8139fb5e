import { queryOptions, useQuery } from '@tanstack/react-query'
import { publishedFaqsPath } from '#domain/faq'
import type { Faq } from '#payload-types'
import { api } from '../api/client'

/** The published questions in the editors' order (the collection's read access hides drafts from visitors). */
export const faqQuery = queryOptions({
  queryKey: ['faqs', 'published'],
  queryFn: async ({ signal }) => (await api.get<{ docs: Faq[] }>(publishedFaqsPath, { signal })).docs,
  staleTime: 5 * 60_000,
})

export const useFaqs = () => useQuery(faqQuery)
