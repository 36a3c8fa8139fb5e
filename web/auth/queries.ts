import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UserType } from '../../domain/roles'
import type { SignupData } from '../../domain/signup'
import { api } from '../api/client'
import { sessionQuery } from './session'

type ServerMessage = { message: string }

/** POST /api/signup: the account waits for its e-mail confirmation, so nobody is signed in yet. */
export function useSignup() {
  return useMutation({
    mutationFn: (data: SignupData) => api.post<{ email: string; userType: UserType }>('/api/signup', data),
  })
}

/** The same answer whether or not the e-mail has an account. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => api.post<ServerMessage>('/api/users/forgot-password', { email }),
  })
}

/** The server signs the user in with the new password, so the session is read again before moving on. */
export function useResetPassword() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { token: string; password: string }) => api.post('/api/users/reset-password', input),
    onSuccess: async () => {
      await client.resetQueries()
      await client.fetchQuery({ ...sessionQuery, staleTime: 0 })
    },
  })
}

export function useVerifyEmail() {
  return useMutation({
    mutationFn: (token: string) => api.post<ServerMessage>('/api/auth/verify-email', { token }),
  })
}

/** The same answer whether or not the e-mail has an unconfirmed account. */
export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) => api.post<ServerMessage>('/api/auth/resend-verification', { email }),
  })
}
