/**
 * Nobody can take the address a deletion gives an account (issue 36, item 2, found by an outside
 * attack on the fix). A removed account keeps `conta-removida-<id>@navalha.invalid`; a stranger
 * who signed up with that address first (no confirmation needed: the row holds it) made the
 * deletion of account <id> fail with a 500, by its owner (DELETE /api/me) and by an admin alike.
 * The e-mail rule refuses .invalid, an address that by definition never receives mail (RFC 2606),
 * on every path that stores an address.
 */
import { describe, expect, it } from 'vitest'
import { generateCpf, maskCpf } from '#domain/documents'
import { signupMessages } from '#domain/messages/auth'
import { createAccount, createBarber } from '#server/seed/factories'
import { useTestApp } from '../helpers/app'
import { ApiClient } from '../helpers/client'

const app = useTestApp()
const reserved = (id: number) => `conta-removida-${id}@navalha.invalid`

describe('the address of a removed account', () => {
  it('cannot be taken by a sign-up, an e-mail change or the console, and the deletion goes through', async () => {
    const victim = await createBarber(app.payload)
    const id = victim.user.id
    const signup = await new ApiClient(app.url).post('/api/signup', {
      userType: 'barber',
      name: 'Rafael Souza',
      document: maskCpf(generateCpf()),
      phone: '(11) 98765-4321',
      email: reserved(id).toUpperCase(),
      password: 'segredo123',
    })
    expect(signup.status, signup.text).toBe(400)
    expect(signup.body.errors).toContainEqual(expect.objectContaining({ field: 'email', message: signupMessages.emailInvalid }))

    const stranger = await createBarber(app.payload)
    const strangerClient = await app.signedIn(stranger)
    const change = await strangerClient.post('/api/me/email', { newEmail: reserved(id), currentPassword: stranger.password })
    expect(change.status, change.text).toBe(400)

    const admin = await app.signedIn(await createAccount(app.payload, 'admin'))
    for (const path of ['/api/users', '/api/admin/users']) {
      const created = await admin.post(path, { email: reserved(id), password: 'segredo123', name: 'Outra Pessoa', userType: 'barber' })
      expect(created.status, `${path}: ${created.text}`).toBe(400)
    }
    const edited = await admin.patch(`/api/users/${stranger.user.id}`, { email: reserved(id) })
    expect(edited.status, edited.text).toBe(400)

    const victimClient = await app.signedIn(victim)
    const deleted = await victimClient.delete('/api/me', { json: { password: victim.password } })
    expect(deleted.status, deleted.text).toBe(200)
  })
})
