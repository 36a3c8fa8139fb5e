import type { RequestHandler } from 'express'
import type { Payload } from 'payload'
import { invalidForm } from '#domain/errors'
import { accountSettingsSchema } from '#domain/invitationForms'
import { requireUser } from '../http/auth'

/**
 * PATCH /api/me/settings `{invitations}`: the switches of /conta/seguranca by their issue names,
 * written on the account with its own access rights (Users' `invitationsEnabled`, which
 * `PATCH /api/users/:id` also reaches). Answers the switches as saved.
 */
export function saveMySettings(payload: Payload): RequestHandler {
  return async (req, res) => {
    const user = await requireUser(payload, req)
    const parsed = accountSettingsSchema.safeParse(req.body ?? {})
    if (!parsed.success) throw invalidForm(parsed.error.issues)
    const { invitations } = parsed.data
    const saved =
      invitations === undefined
        ? user
        : await payload.update({ collection: 'users', id: user.id, data: { invitationsEnabled: invitations }, overrideAccess: false, user, depth: 0 })
    res.setHeader('cache-control', 'no-store')
    res.json({ invitations: saved.invitationsEnabled !== false })
  }
}
