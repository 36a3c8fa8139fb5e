import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import type { PushKind, PushPreferences } from '#domain/push'
import { api } from '../api/client'

const preferencesKey = ['push', 'preferences'] as const

/** GET /api/push/preferences: the account's switches per kind of notification (/conta). */
export function usePushPreferences() {
  return useQuery({
    queryKey: preferencesKey,
    queryFn: ({ signal }) => api.get<{ preferences: PushPreferences }>('/api/push/preferences', { signal }).then((body) => body.preferences),
  })
}

/** PUT /api/push/preferences: one switch; it moves at once and goes back on failure. */
export function useSetPushPreference() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ kind, enabled }: { kind: PushKind; enabled: boolean }) =>
      api.put<{ preferences: PushPreferences }>('/api/push/preferences', { [kind]: enabled }).then((body) => body.preferences),
    onMutate: async ({ kind, enabled }) => {
      await client.cancelQueries({ queryKey: preferencesKey })
      const before = client.getQueryData<PushPreferences>(preferencesKey)
      if (before) client.setQueryData<PushPreferences>(preferencesKey, { ...before, [kind]: enabled })
      return { before }
    },
    onError: (_error, _change, context) => client.setQueryData(preferencesKey, context?.before),
    onSuccess: (preferences) => client.setQueryData(preferencesKey, preferences),
  })
}

export type PushState = 'checking' | 'unsupported' | 'denied' | 'off' | 'on'

const supported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window

/** The VAPID public key (base64url) as the bytes PushManager.subscribe wants. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (base64url.length % 4)) % 4))
  const bytes = new Uint8Array(new ArrayBuffer(text.length))
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i)
  return bytes
}

async function unsubscribeThisBrowser() {
  const registration = await navigator.serviceWorker.getRegistration()
  const subscription = await registration?.pushManager.getSubscription()
  if (!subscription) return
  await api.delete('/api/push/subscriptions', { body: { endpoint: subscription.endpoint } })
  await subscription.unsubscribe()
}

/**
 * Before signing out: this browser stops receiving the account's notifications, so the next
 * person to sign in on a shared phone does not see them. Best effort: signing out never waits on it failing.
 */
export const forgetThisBrowser = () => (supported() ? unsubscribeThisBrowser().catch(() => {}) : Promise.resolve())

/**
 * This browser's push subscription for the signed-in account: opting in asks the browser's
 * permission, subscribes with the server's VAPID key and sends the subscription
 * (POST /api/push/subscriptions); opting out removes it on both sides.
 */
export function usePushSubscription() {
  const [state, setState] = useState<PushState>('checking')
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (!supported()) return void setState('unsupported')
    if (Notification.permission === 'denied') return void setState('denied')
    void navigator.serviceWorker.ready
      .then((registration) => registration.pushManager.getSubscription())
      .then((subscription) => setState(subscription && Notification.permission === 'granted' ? 'on' : 'off'))
      .catch(() => setState('off'))
  }, [])

  const enable = useCallback(async () => {
    setBusy(true)
    try {
      const permission = await Notification.requestPermission()
      if (permission !== 'granted') return void setState(permission === 'denied' ? 'denied' : 'off')
      const registration = await navigator.serviceWorker.ready
      const { publicKey } = await api.get<{ publicKey: string }>('/api/push/public-key')
      let subscription = await registration.pushManager.getSubscription()
      // A subscription made with another key (keys were rotated) cannot be used with this one.
      if (subscription && subscription.options.applicationServerKey) {
        const current = new Uint8Array(subscription.options.applicationServerKey)
        const wanted = keyBytes(publicKey)
        if (current.length !== wanted.length || current.some((byte, i) => byte !== wanted[i])) {
          await subscription.unsubscribe()
          subscription = null
        }
      }
      subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) })
      await api.post('/api/push/subscriptions', subscription.toJSON())
      setState('on')
    } finally {
      setBusy(false)
    }
  }, [])

  const disable = useCallback(async () => {
    setBusy(true)
    try {
      await unsubscribeThisBrowser()
      setState('off')
    } finally {
      setBusy(false)
    }
  }, [])

  return { state, busy, enable, disable }
}
