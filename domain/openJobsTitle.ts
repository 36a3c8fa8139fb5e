import { contractTypeLabelsOf } from './jobs'
import type { OpenJobsQuery } from './jobSearch'

/**
 * The name of a search of /vagas-abertas, for its tab and its <head> (issue 40: each distinct search
 * is an address of its own, so it gets a title of its own; apart from jobSearch.ts, whose schemas would
 * bring zod into the list's chunk): 'Vagas de barbeiro em Curitiba, PR
 * (Comissão, urgentes)', '“degradê”: vagas de barbeiro em Portugal'. Without a filter it names the list.
 */
export function openJobsSearchTitle(query: Partial<Pick<OpenJobsQuery, 'q' | 'country' | 'state' | 'city' | 'contractType' | 'urgent'>>): string {
  const where = query.city
    ? ` em ${query.city}${query.state ? `, ${query.state.toUpperCase()}` : ''}`
    : query.state
      ? ` em ${query.state.toUpperCase()}`
      : query.country === 'PT'
        ? ' em Portugal'
        : query.country === 'BR'
          ? ' no Brasil'
          : ''
  const kinds = [query.contractType && contractTypeLabelsOf(query.country === 'PT' ? 'PT' : 'BR')[query.contractType], query.urgent && 'urgentes'].filter(
    Boolean,
  )
  if (!where && !kinds.length && !query.q) return 'Vagas Abertas'
  const title = `vagas de barbeiro${where}${kinds.length ? ` (${kinds.join(', ')})` : ''}`
  return query.q ? `“${query.q}”: ${title}` : title.charAt(0).toUpperCase() + title.slice(1)
}
