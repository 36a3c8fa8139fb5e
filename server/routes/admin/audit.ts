import type { Payload, PayloadRequest } from 'payload'
import type { AuditEntry } from '../../../domain/auditLog'
import type { User } from '../../../payload-types'

// Never copied into the log: session ids and secrets, should a read ever return them.
const SECRET_FIELDS = new Set(['sessions', 'hash', 'salt', 'resetPasswordToken', 'resetPasswordExpiration', 'emailChangeTokenHash'])

const withoutSecrets = (doc: Record<string, unknown> | null) => doc && Object.fromEntries(Object.entries(doc).filter(([key]) => !SECRET_FIELDS.has(key)))

/**
 * One entry of the audit log, written in the action's own transaction (`req`): if the entry
 * cannot be written the action is undone too, so no moderation goes unrecorded.
 */
export async function recordAudit(payload: Payload, req: PayloadRequest, actor: User, resource: string, recordId: number | string, entry: AuditEntry) {
  await payload.create({
    collection: 'admin-audit-log',
    data: {
      actor: actor.id,
      actorEmail: actor.email,
      action: entry.action,
      resource,
      recordId: String(recordId),
      before: withoutSecrets(entry.before),
      after: withoutSecrets(entry.after),
    },
    req,
    // The log is nobody's to write through the API (collections/AdminAuditLog.ts): only this code writes it.
    overrideAccess: true,
    depth: 0,
  })
}
