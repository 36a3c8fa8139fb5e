import type { CollectionConfig } from 'payload'
import { isAdmin } from '#access/isAdmin'
import { nobody } from '#access/nobody'
import { partiesOrAdmin } from '#access/partiesOrAdmin'
import { INVITATION_NOTE_MAX, INVITATION_STATUSES, shopInvitationLabels } from '#domain/invitations'
import { invitationMessages } from '#domain/messages/invitations'
import { validateLength } from '#fields/validateLength'
import { denyBulkWrites } from '#hooks/denyBulkWrites'
import { maskPublicTexts } from '#hooks/maskPublicTexts'
import { rejectLockedAccount } from '#hooks/rejectLockedAccount'
import { hasShopRole } from './access/hasShopRole'
import { invitedBarberOnly } from './access/invitedBarberOnly'
import { claimInvitation } from './hooks/claimInvitation'
import { enforceInvitationTransition } from './hooks/enforceInvitationTransition'
import { explainDuplicateInvitation } from './hooks/explainDuplicateInvitation'
import { notifyInvitation } from './hooks/notifyInvitation'
import { prepareInvitation } from './hooks/prepareInvitation'

/** Set by prepareInvitation from the caller, the job and the barber; nobody writes them directly. */
const derived = { create: nobody, update: nobody }
const publicTexts = maskPublicTexts('invitations')

/**
 * A shop's invitation to a barber for one of its active jobs (issue 40, decision 0067): at most one
 * per barber and job, 20 in any 24 hours per shop, none from a locked account nor to a barber who
 * turned invitations off. The barber declines it here; applying to the job marks it applied
 * (collections/Applications/hooks/markInvitationApplied.ts).
 */
export const Invitations: CollectionConfig = {
  slug: 'invitations',
  labels: { singular: 'Convite', plural: 'Convites' },
  defaultSort: '-createdAt',
  access: {
    read: partiesOrAdmin,
    create: hasShopRole,
    update: invitedBarberOnly,
    delete: isAdmin,
  },
  hooks: {
    beforeOperation: [denyBulkWrites, rejectLockedAccount(invitationMessages.trialExpiredInvite)],
    beforeValidate: [prepareInvitation, enforceInvitationTransition],
    beforeChange: [claimInvitation, publicTexts.beforeChange],
    afterChange: [publicTexts.afterChange, notifyInvitation],
    afterError: [explainDuplicateInvitation],
  },
  indexes: [{ fields: ['job', 'barber'], unique: true }, { fields: ['shopUser', 'createdAt'] }, { fields: ['barberUser', 'createdAt'] }],
  fields: publicTexts.fields([
    // Not required (prepareInvitation asks for both): a job deleted later leaves its invitations pointing at nothing, read as closed.
    { name: 'job', label: 'Vaga', type: 'relationship', relationTo: 'jobs', index: true, access: { update: nobody } },
    { name: 'barber', label: 'Barbeiro', type: 'relationship', relationTo: 'barbers', index: true, access: { update: nobody } },
    { name: 'barbershop', label: 'Barbearia', type: 'relationship', relationTo: 'barbershops', access: derived },
    { name: 'barberUser', type: 'relationship', relationTo: 'users', maxDepth: 0, required: true, access: derived },
    { name: 'shopUser', type: 'relationship', relationTo: 'users', maxDepth: 0, required: true, access: derived },
    // Copies of the job's public texts when the invitation left, for the lists and the e-mail.
    { name: 'jobTitle', label: 'Título da vaga', type: 'text', access: derived },
    { name: 'shopName', label: 'Barbearia', type: 'text', access: derived },
    /** What the shop adds (optional), stored with its contacts hidden like every public text (decision 0029). */
    {
      name: 'note',
      label: 'Mensagem',
      type: 'textarea',
      access: { update: nobody },
      validate: validateLength({ max: INVITATION_NOTE_MAX, tooLong: invitationMessages.noteTooLong(INVITATION_NOTE_MAX), required: false }),
    },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      required: true,
      defaultValue: 'sent',
      options: INVITATION_STATUSES.map((value) => ({ value, label: shopInvitationLabels[value] })),
      access: { create: nobody },
    },
    { name: 'respondedAt', label: 'Respondido em', type: 'date', access: derived },
  ]),
}

/** The fields an invitation's hooks and defaults fill on create (its shop and both users from the job and barber; 'sent'). */
export type InvitationFilledFields = 'barbershop' | 'barberUser' | 'shopUser' | 'status'
