import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { SupportTicketData } from '#domain/support'
import type { Application, Job, SupportTicket } from '#payload-types'
import { api, toQuery } from '../api/client'
import { supportKeys } from '../api/queryKeys'
import type { Paginated } from '../applications/queries'

/** A ticket as /suporte shows it: its linked job or application populated with just their titles. */
export type MyTicket = Omit<SupportTicket, 'job' | 'application'> & {
  job?: Pick<Job, 'id' | 'title'> | number | null
  application?: Pick<Application, 'id' | 'jobTitle' | 'shopName'> | number | null
}

/** The latest tickets of the signed-in user (an admin's /suporte shows its own too, not everyone's). */
const myTicketsQuery = (userId: number) =>
  queryOptions({
    queryKey: supportKeys.mine(userId),
    queryFn: async ({ signal }) =>
      (
        await api.get<Paginated<MyTicket>>(
          `/api/support-tickets${toQuery({
            'where[user][equals]': userId,
            sort: '-createdAt',
            limit: 50,
            depth: 1,
            'populate[jobs][title]': true,
            'populate[applications][jobTitle]': true,
            'populate[applications][shopName]': true,
          })}`,
          { signal },
        )
      ).docs,
  })

export const useMyTickets = (userId: number) => useQuery(myTicketsQuery(userId))

export type ApplicationOption = Pick<Application, 'id' | 'jobTitle' | 'shopName'>

/** A barber's own applications, newest first, for the ticket's optional link. */
export function useMyApplicationOptions(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: supportKeys.applicationOptions(userId),
    enabled,
    queryFn: async ({ signal }) =>
      (
        await api.get<Paginated<ApplicationOption>>(
          `/api/applications${toQuery({
            'where[barberUser][equals]': userId,
            sort: '-createdAt',
            depth: 0,
            limit: 100,
            'select[jobTitle]': true,
            'select[shopName]': true,
          })}`,
          { signal },
        )
      ).docs,
  })
}

/** POST /api/support-tickets: the server checks the form's schema, the link's owner and the hourly limit. */
export function useOpenTicket() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (ticket: SupportTicketData) => api.post<{ doc: SupportTicket }>('/api/support-tickets', ticket),
    onSuccess: () => client.invalidateQueries({ queryKey: supportKeys.all }),
  })
}
