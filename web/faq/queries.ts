import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Faq } from '../../payload-types'
import { api } from '../api/client'

/** The published questions in the editors' order (the collection's read access hides drafts from visitors). */
const FAQ_PATH = '/api/faqs?where[published][equals]=true&sort=sortOrder&limit=100&depth=0'

export const faqQuery = queryOptions({
  queryKey: ['faqs', 'published'],
  queryFn: async ({ signal }) => (await api.get<{ docs: Faq[] }>(FAQ_PATH, { signal })).docs,
  staleTime: 5 * 60_000,
})

export const useFaqs = () => useQuery(faqQuery)
