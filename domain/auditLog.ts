/**
 * The audit log (issue 13, widened by issue 24): every write by an admin or an editor, whatever
 * the route (the console, Payload's REST API, any Local API call made as them), leaves an entry;
 * moderating changes get their own action, anything else is a creation, a change or a deletion.
 * Shared by the collection, the hook that writes it and the console's labels.
 */
export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'grantAdmin',
  'revokeAdmin',
  'verify',
  'unverify',
  'jobStatus',
  'conversationRead',
  'chatPhotosRead',
  'flagReviewed',
  'flagStatus',
  'reviewHide',
  'reviewRestore',
  'ticketAnswer',
  'ticketClose',
  'ticketReopen',
  'accountExport',
  'accountEraseByAdmin',
  'accountEraseByOwner',
  'contactAttemptsFlag',
  'chatPause',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]

export const auditActionLabels: Record<AuditAction, string> = {
  create: 'Criação',
  update: 'Alteração',
  delete: 'Exclusão',
  grantAdmin: 'Role de admin adicionada',
  revokeAdmin: 'Role de admin removida',
  verify: 'Barbeiro verificado',
  unverify: 'Verificação removida',
  jobStatus: 'Status da vaga alterado',
  conversationRead: 'Conversa lida',
  chatPhotosRead: 'Fotos da conversa vistas',
  flagReviewed: 'Alerta marcado como revisado',
  flagStatus: 'Status do alerta alterado',
  reviewHide: 'Avaliação ocultada',
  reviewRestore: 'Avaliação restaurada',
  ticketAnswer: 'Chamado respondido',
  ticketClose: 'Chamado encerrado',
  ticketReopen: 'Chamado reaberto',
  accountExport: 'Exportação dos dados da conta',
  // Who deleted, and why: an admin's erasure, or the person's own request (DELETE /api/me), issue 39.
  accountEraseByAdmin: 'Conta excluída por um admin',
  accountEraseByOwner: 'Conta excluída a pedido do titular',
  contactAttemptsFlag: 'Sinalizado por tentativas de contato',
  chatPause: 'Envio no chat pausado por tentativas de contato',
}

/** Who an entry names when no person acted: the rules themselves (a flag, a pause, decision 0054). */
export const SYSTEM_ACTOR_EMAIL = 'Navalha (automático)'

type Doc = Record<string, unknown>

export type AuditEntry = { action: AuditAction; before: Doc | null; after: Doc | null }

/** Never copied into the log: passwords, session ids and tokens, should a document carry them. */
const SECRET_FIELDS = new Set([
  'password',
  'hash',
  'salt',
  'sessions',
  'resetPasswordToken',
  'resetPasswordExpiration',
  '_verificationToken',
  'emailChangeTokenHash',
])

const MODERATION_STAMPS: Record<string, string[]> = { reviews: ['hiddenAt', 'hiddenBy'], 'support-tickets': ['answeredAt', 'answeredBy'] }

/** Kept by the database: every write changes `updatedAt`, which says nothing the entry's own date does not. */
const UNTRACKED_FIELDS = new Set(['updatedAt', 'createdAt'])

export const withoutSecrets = (doc: Doc | null): Doc | null => doc && Object.fromEntries(Object.entries(doc).filter(([key]) => !SECRET_FIELDS.has(key)))

/**
 * The entries one update by staff leaves: its moderating changes, each with its own action, and
 * one 'update' with every other field it changed, before and after; nothing when it changed nothing.
 */
export function updateEntries(collection: string, before: Doc, after: Doc): AuditEntry[] {
  const moderation = moderationChanges(collection, before, after)
  const told = new Set(moderation.flatMap((entry) => [...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})]))
  // The stamps a moderation leaves (when and by whom) are the moderation entry's own date and actor.
  if (moderation.length) for (const stamp of MODERATION_STAMPS[collection] ?? []) told.add(stamp)
  const changed = Object.keys(after).filter(
    (key) =>
      !told.has(key) && !SECRET_FIELDS.has(key) && !UNTRACKED_FIELDS.has(key) && JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null),
  )
  if (!changed.length) return moderation
  const pick = (doc: Doc) => Object.fromEntries(changed.map((key) => [key, doc[key] ?? null]))
  return [...moderation, { action: 'update', before: pick(before), after: pick(after) }]
}

const hasAdmin = (roles: unknown) => Array.isArray(roles) && roles.includes('admin')

/**
 * The moderating changes an update made, read from the record before and after it: the admin
 * role, a barber's verification, a job's status, a chat flag's review, a review hidden or restored,
 * a support ticket's answer and status.
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
