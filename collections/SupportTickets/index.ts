import type { CollectionConfig } from 'payload'
import { adminOrOwner } from '#access/adminOrOwner'
import { isAdmin } from '#access/isAdmin'
import { isAuthenticated } from '#access/isAuthenticated'
import { nobody } from '#access/nobody'
import { TICKET_STATUSES, ticketStatusLabels } from '#domain/support'
import { assignOwner } from '#hooks/assignOwner'
import { checkTicketLinks } from './hooks/checkTicketLinks'
import { denyBulkWrites } from '#hooks/denyBulkWrites'
import { enforceTicketAnswer } from './hooks/enforceTicketAnswer'
import { limitTicketRate } from './hooks/limitTicketRate'
import { normalizeDisplayText } from '#fields/normalizeDisplayText'
import { notifyTicketAnswer } from './hooks/notifyTicketAnswer'
import { trimText } from '#fields/trimText'
import { validateSupportTicket } from './hooks/validateSupportTicket'

/**
 * Support requests (issue 13): the author sees its own, admins answer and close all. Locked
 * accounts may open tickets too: support is how they get help. At most a few per hour.
 */
export const SupportTickets: CollectionConfig = {
  slug: 'support-tickets',
  labels: { singular: 'Chamado de suporte', plural: 'Chamados de suporte' },
  admin: { useAsTitle: 'subject' },
  defaultSort: '-createdAt',
  access: {
    read: adminOrOwner,
    create: isAuthenticated,
    update: isAdmin,
    delete: isAdmin,
  },
  hooks: {
    beforeOperation: [denyBulkWrites],
    beforeValidate: [assignOwner, validateSupportTicket],
    beforeChange: [checkTicketLinks, limitTicketRate, enforceTicketAnswer],
    afterChange: [notifyTicketAnswer],
  },
  fields: [
    { name: 'user', type: 'relationship', relationTo: 'users', maxDepth: 0, required: true, index: true },
    { name: 'subject', label: 'Assunto', type: 'text', required: true, maxLength: 140, hooks: { beforeValidate: [normalizeDisplayText] } },
    { name: 'message', label: 'Mensagem', type: 'textarea', required: true, maxLength: 5000, hooks: { beforeValidate: [trimText] } },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      required: true,
      defaultValue: 'open',
      index: true,
      options: TICKET_STATUSES.map((value) => ({ value, label: ticketStatusLabels[value] })),
      access: { create: isAdmin, update: isAdmin },
    },
    // One of the author's own records, checked by hooks/checkTicketLinks.ts; set when the ticket is opened, never after.
    { name: 'job', label: 'Vaga', type: 'relationship', relationTo: 'jobs', maxDepth: 1, index: true, access: { update: nobody } },
    { name: 'application', label: 'Candidatura', type: 'relationship', relationTo: 'applications', maxDepth: 1, index: true, access: { update: nobody } },
    { name: 'reply', label: 'Resposta', type: 'textarea', maxLength: 5000, access: { create: isAdmin, update: isAdmin } },
    // Set by hooks/enforceTicketAnswer.ts with each answer; who answered is for admins only.
    { name: 'answeredAt', label: 'Respondido em', type: 'date', access: { create: nobody, update: nobody } },
    {
      name: 'answeredBy',
      label: 'Respondido por',
      type: 'relationship',
      relationTo: 'users',
      maxDepth: 0,
      access: { read: isAdmin, create: nobody, update: nobody },
    },
  ],
}
