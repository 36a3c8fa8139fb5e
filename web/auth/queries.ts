import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { SignupData, SignupReply } from '#domain/signup'
import { api } from '../api/client'
import { takeProofHeaders, withProof } from './proofOfWork'
import { sessionQuery } from './session'

type ServerMessage = { message: string }

/** POST /api/signup: the account waits for its e-mail confirmation, so nobody is signed in yet. */
export function useSignup() {
  return useMutation({
    mutationFn: (data: SignupData) => api.post<SignupReply>('/api/signup', data, { headers: takeProofHeaders() }),
  })
}

/** The same answer whether or not the e-mail has an account. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => api.post<ServerMessage>('/api/users/forgot-password', { email }, { headers: takeProofHeaders() }),
  })
}

const RESET_TOKEN_KEY = 'reset-token'

/**
 * Whether a reset link can still set a password, asked once when /recuperar-senha opens. A refusal
 * is an answer, not a failure to retry.
 */
export function useResetTokenCheck(token: string | null) {
  return useQuery({
    queryKey: [RESET_TOKEN_KEY, token],
    queryFn: ({ signal }) => withProof((headers) => api.post<{ valid: true }>('/api/users/reset-password/check', { token }, { signal, headers })),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  })
}

/** The server signs the user in with the new password, so the session is read again before moving on. */
export function useResetPassword() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { token: string; password: string }) => withProof((headers) => api.post('/api/users/reset-password', input, { headers })),
    onSuccess: async () => {
      // Everything read as a visitor is stale, except the link's own check: asked again now, the
      // used token would say "expired" while the page moves on.
      await client.resetQueries({ predicate: (query) => query.queryKey[0] !== RESET_TOKEN_KEY })
      await client.fetchQuery({ ...sessionQuery, staleTime: 0 })
    },
  })
}

export function useVerifyEmail() {
  return useMutation({
    mutationFn: (token: string) => withProof((headers) => api.post<ServerMessage>('/api/auth/verify-email', { token }, { headers })),
  })
}

/** The same answer whether or not the e-mail has an unconfirmed account. */
export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) => api.post<ServerMessage>('/api/auth/resend-verification', { email }, { headers: takeProofHeaders() }),
  })
}
