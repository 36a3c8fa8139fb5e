import type { CollectionConfig } from 'payload'
import { isAdmin } from '#access/isAdmin'
import { nobody } from '#access/nobody'
import { AUDIT_ACTIONS, auditActionLabels } from '#domain/auditLog'

/**
 * Who did what to which record, with the record before and after (issue 13). Written only by the
 * server, in the same transaction as the action (overrideAccess): every write by staff
 * (hooks/auditStaffWrites.ts) and every admin read of a conversation or of its photos; admins read it, and nobody
 * edits or deletes an entry, admins included.
 */
export const AdminAuditLog: CollectionConfig = {
  slug: 'admin-audit-log',
  labels: { singular: 'Registro de auditoria', plural: 'Registros de auditoria' },
  defaultSort: '-createdAt',
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  fields: [
    // The actor's e-mail is copied, so the entry still says who after that account is deleted.
    { name: 'actor', label: 'Quem', type: 'relationship', relationTo: 'users', maxDepth: 0, index: true },
    { name: 'actorEmail', label: 'E-mail de quem', type: 'text', required: true },
    {
      name: 'action',
      label: 'Ação',
      type: 'select',
      required: true,
      index: true,
      options: AUDIT_ACTIONS.map((value) => ({ value, label: auditActionLabels[value] })),
    },
    { name: 'resource', label: 'Recurso', type: 'text', required: true, index: true },
    { name: 'recordId', label: 'Registro', type: 'text', required: true, index: true },
    { name: 'before', label: 'Antes', type: 'json' },
    { name: 'after', label: 'Depois', type: 'json' },
  ],
  timestamps: true,
}
