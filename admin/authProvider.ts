import type { AuthProvider } from 'react-admin'
import { adminMessages } from '#domain/messages/admin'
import { PROOF_OF_WORK_HEADER } from '#domain/proofOfWork'
import { isStaff } from '#domain/roles'
import type { Session } from '#domain/session'
import { httpClient } from './api'

const LOGIN_PATH = '/admin-login'

export async function currentSession(): Promise<Session> {
  const { json } = await httpClient('/api/session')
  return json as Session
}

/**
 * The console signs in with the marketplace's own login, session and logout (Payload's users
 * collection, an HttpOnly cookie). Only admins and editors stay signed in here (spec §6: anyone
 * else who signs in at /admin-login is signed out again with 'Acesso negado. Apenas administradores
 * podem acessar.'). A session the console did not open, a shop's or barber's from the marketplace,
 * is never ended here: access/StaffOnly.tsx refuses them and they stay signed in (issue 39).
 */
export const authProvider: AuthProvider = {
  /** `proof`: the solved challenge, when the server asked this address for one (AdminLoginPage). */
  async login({ email, password, proof }: { email: string; password: string; proof?: string }) {
    const headers = new Headers(proof ? { [PROOF_OF_WORK_HEADER]: proof } : {})
    await httpClient('/api/users/login', { method: 'POST', body: JSON.stringify({ email, password }), headers })
    const { user } = await currentSession()
    if (!isStaff(user)) {
      await httpClient('/api/users/logout', { method: 'POST' })
      throw new Error(adminMessages.accessDenied)
    }
  },
  async logout() {
    const { user } = await currentSession().catch(() => ({ user: null }))
    // react-admin also logs out when its auth check fails, which would end a marketplace session.
    if (user && isStaff(user)) await httpClient('/api/users/logout', { method: 'POST' })
    return LOGIN_PATH
  },
  async checkAuth() {
    const { user } = await currentSession()
    if (!isStaff(user)) throw { redirectTo: LOGIN_PATH, message: false }
  },
  async checkError(error: { status?: number }) {
    // A 403 is a refused action (shown as its message), not a lost session.
    if (error?.status === 401) throw { redirectTo: LOGIN_PATH, message: false }
  },
  async getIdentity() {
    const { user } = await currentSession()
    if (!user) throw new Error(adminMessages.staffOnly)
    return { id: user.id, fullName: user.name }
  },
  async getPermissions() {
    const { user } = await currentSession()
    return user?.roles ?? []
  },
}
