import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ChangeEmailData, ChangePasswordData } from '#domain/accountSecurity'
import { MY_DATA_EXPORT_PATH } from '#domain/privacy'
import { api, apiErrorOf } from '../api/client'
import { withProof } from '../auth/proofOfWork'
import { sessionQuery } from '../auth/session'

type ServerMessage = { message: string }

/** POST /api/me/password: the other sessions end; this one stays. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (data: ChangePasswordData) => api.post<ServerMessage>('/api/me/password', data),
  })
}

/** POST /api/me/email: the session then shows the address waiting for its link to be opened. */
export function useRequestEmailChange() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (data: ChangeEmailData) => api.post<ServerMessage & { pendingEmail: string }>('/api/me/email', data),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionQuery.queryKey }),
  })
}

/** POST /api/auth/confirm-email, from the link sent to the new address (signed in or not). */
export function useConfirmEmailChange() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (token: string) => withProof((headers) => api.post<ServerMessage>('/api/auth/confirm-email', { token }, { headers })),
    onSuccess: () => client.invalidateQueries({ queryKey: sessionQuery.queryKey }),
  })
}

/** Turns the annual plan's new-job e-mails on or off (decision 0068), as the chat's e-mail below. */
export function useSetEarlyAccessEmails(userId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (enabled: boolean) => api.patch(`/api/users/${userId}?depth=0`, { earlyAccessEmails: enabled }),
    onSettled: () => client.invalidateQueries({ queryKey: sessionQuery.queryKey }),
  })
}

/**
 * Turns the chat's unread e-mail on or off: the user's own field, through Payload's REST API, whose
 * access rule (adminOrSelf) refuses anyone else's. The switch moves at once and goes back on failure.
 */
export function useSetChatEmailNotifications(userId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (enabled: boolean) => api.patch(`/api/users/${userId}?depth=0`, { chatEmailNotifications: enabled }),
    onMutate: async (enabled) => {
      await client.cancelQueries({ queryKey: sessionQuery.queryKey })
      const before = client.getQueryData(sessionQuery.queryKey)
      client.setQueryData(sessionQuery.queryKey, (session) =>
        session?.user ? { ...session, user: { ...session.user, chatEmailNotifications: enabled } } : session,
      )
      return { before }
    },
    onError: (_error, _enabled, context) => client.setQueryData(sessionQuery.queryKey, context?.before),
    onSettled: () => client.invalidateQueries({ queryKey: sessionQuery.queryKey }),
  })
}

/**
 * GET /api/me/export, saved as the ZIP the server streams. Read through fetch (not a plain link)
 * so a refusal (the daily limit) shows its Portuguese message instead of downloading it.
 */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => {
      const response = await fetch(MY_DATA_EXPORT_PATH, { credentials: 'same-origin' })
      if (!response.ok) throw await apiErrorOf(response)
      const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'navalha-meus-dados.zip'
      const url = URL.createObjectURL(await response.blob())
      const link = Object.assign(document.createElement('a'), { href: url, download: name })
      document.body.append(link)
      link.click()
      link.remove()
      setTimeout(() => URL.revokeObjectURL(url), 60_000)
    },
  })
}

/** DELETE /api/me with the current password; the session ends with the account. */
export function useDeleteMyAccount() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (password: string) => api.delete<ServerMessage>('/api/me', { body: { password } }),
    onSuccess: () => {
      client.clear()
      client.setQueryData(sessionQuery.queryKey, { user: null, profile: null })
    },
  })
}
