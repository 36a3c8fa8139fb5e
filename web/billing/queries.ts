import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { SubscriptionSummary } from '#domain/billing'
import { api } from '../api/client'
import { sessionQuery, useSession } from '../auth/session'

/** Spec §7 check-subscription, re-checked every 60 s while signed in (spec §9). */
const subscriptionQuery = queryOptions({
  queryKey: ['billing', 'subscription'],
  queryFn: ({ signal }) => api.get<SubscriptionSummary>('/api/billing/subscription', { signal }),
  staleTime: 60_000,
  refetchInterval: 60_000,
})

export function useSubscription(enabled = true) {
  return useQuery({ ...subscriptionQuery, enabled })
}

/**
 * Keeps the session in step with the subscription: when a re-check finds it started or ended
 * (a webhook arrived, a renewal failed past its grace), the session and everything it gates are
 * read again, so the trial banner and the lock follow without a reload.
 */
export function useSubscriptionWatch() {
  const client = useQueryClient()
  const { data: session } = useSession()
  const signedIn = Boolean(session?.user)
  const { data } = useSubscription(signedIn)
  const last = useRef<boolean | undefined>(undefined)
  useEffect(() => {
    if (data === undefined) return
    if (last.current !== undefined && last.current !== data.subscribed) void client.invalidateQueries({ queryKey: sessionQuery.queryKey })
    last.current = data.subscribed
  }, [client, data])
}

/** Starts Checkout for a plan; the browser leaves for the returned url. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (planId: number) => api.post<{ url: string }>('/api/billing/checkout', { plan: planId }),
    onSuccess: ({ url }) => window.location.assign(url),
  })
}

/** The return from Checkout: confirms the session with the provider, then reads the session again. */
export function useConfirmCheckout() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (sessionId: string) => api.post<SubscriptionSummary>('/api/billing/confirm', { sessionId }),
    onSuccess: async (summary) => {
      client.setQueryData(subscriptionQuery.queryKey, summary)
      await client.invalidateQueries({ queryKey: sessionQuery.queryKey })
    },
  })
}

/** Opens the customer portal (change card, cancel, invoices). */
export function useOpenPortal() {
  return useMutation({
    mutationFn: () => api.post<{ url: string }>('/api/billing/portal'),
    onSuccess: ({ url }) => window.location.assign(url),
  })
}

/**
 * Takes back a cancellation made in the portal before the paid period ends (decision 0055): the
 * answer is the subscription as it is now, and the session is read again.
 */
export function useResumeSubscription() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => api.post<SubscriptionSummary>('/api/billing/resume'),
    onSuccess: async (summary) => {
      client.setQueryData(subscriptionQuery.queryKey, summary)
      await client.invalidateQueries({ queryKey: sessionQuery.queryKey })
    },
  })
}
