/**
 * The audit log of the console (issue 13): every destructive or moderating action done through
 * /api/admin/* leaves one entry. Shared by the collection, the facade and the console's labels.
 */
export const AUDIT_ACTIONS = [
  'delete',
  'grantAdmin',
  'revokeAdmin',
  'verify',
  'unverify',
  'jobStatus',
  'conversationRead',
  'flagReviewed',
  'flagStatus',
  'reviewHide',
  'reviewRestore',
  'ticketAnswer',
  'ticketClose',
  'ticketReopen',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export const auditActionLabels: Record<AuditAction, string> = {
  delete: 'Exclusão',
  grantAdmin: 'Role de admin adicionada',
  revokeAdmin: 'Role de admin removida',
  verify: 'Barbeiro verificado',
  unverify: 'Verificação removida',
  jobStatus: 'Status da vaga alterado',
  conversationRead: 'Conversa lida',
  flagReviewed: 'Alerta marcado como revisado',
  flagStatus: 'Status do alerta alterado',
  reviewHide: 'Avaliação ocultada',
  reviewRestore: 'Avaliação restaurada',
  ticketAnswer: 'Chamado respondido',
  ticketClose: 'Chamado encerrado',
  ticketReopen: 'Chamado reaberto',
}

type Doc = Record<string, unknown>

export type AuditEntry = { action: AuditAction; before: Doc | null; after: Doc | null }

const hasAdmin = (roles: unknown) => Array.isArray(roles) && roles.includes('admin')

/**
 * The moderating changes an update made, read from the record before and after it: the admin
 * role, a barber's verification, a job's status, a chat flag's review, a review hidden or restored,
 * a support ticket's answer and status. Ordinary edits (a plan's price) are not audited.
 */
export function moderationChanges(collection: string, before: Doc, after: Doc): AuditEntry[] {
  const entries: AuditEntry[] = []
  if (collection === 'users' && hasAdmin(before.roles) !== hasAdmin(after.roles)) {
    entries.push({ action: hasAdmin(after.roles) ? 'grantAdmin' : 'revokeAdmin', before: { roles: before.roles }, after: { roles: after.roles } })
  }
  if (collection === 'barbers' && Boolean(before.verified) !== Boolean(after.verified)) {
    entries.push({ action: after.verified ? 'verify' : 'unverify', before: { verified: before.verified }, after: { verified: after.verified } })
  }
  if (collection === 'jobs' && before.status !== after.status) {
    entries.push({ action: 'jobStatus', before: { status: before.status }, after: { status: after.status } })
  }
  if (collection === 'conversation-flags' && before.status !== after.status) {
    entries.push({ action: after.status === 'reviewed' ? 'flagReviewed' : 'flagStatus', before: { status: before.status }, after: { status: after.status } })
  }
  if (collection === 'reviews' && Boolean(before.hidden) !== Boolean(after.hidden)) {
    entries.push({
      action: after.hidden ? 'reviewHide' : 'reviewRestore',
      before: { hidden: Boolean(before.hidden), hiddenReason: before.hiddenReason ?? null },
      after: { hidden: Boolean(after.hidden), hiddenReason: after.hiddenReason ?? null },
    })
  }
  if (collection === 'support-tickets') entries.push(...ticketChanges(before, after))
  return entries
}

/** A support ticket's answer (a new answeredAt), closing and reopening. */
function ticketChanges(before: Doc, after: Doc): AuditEntry[] {
  if (before.answeredAt !== after.answeredAt) {
    return [
      { action: 'ticketAnswer', before: { status: before.status, reply: before.reply ?? null }, after: { status: after.status, reply: after.reply ?? null } },
    ]
  }
  if (before.status === after.status) return []
  const action = after.status === 'closed' ? 'ticketClose' : 'ticketReopen'
  return [{ action, before: { status: before.status }, after: { status: after.status } }]
}
