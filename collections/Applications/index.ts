import type { CollectionConfig } from 'payload'
import { hasBarberRole } from '#access/hasBarberRole'
import { isAdmin } from '#access/isAdmin'
import { nobody } from '#access/nobody'
import { partiesOrAdmin } from '#access/partiesOrAdmin'
import { shopOwnerOnly } from './access/shopOwnerOnly'
import { APPLICATION_STATUSES, shopApplicationLabels } from '#domain/applications'
import { accountMessages } from '#domain/messages/auth'
import { denyBulkWrites } from '#hooks/denyBulkWrites'
import { enforceApplicationTransition } from './hooks/enforceApplicationTransition'
import { explainUniqueViolation } from '#infra/errors/explainUniqueViolation'
import { notifyApplicationChanges } from './hooks/notifyApplicationChanges'
import { prepareApplication } from './hooks/prepareApplication'
import { enforceMonthlyQuota } from '#hooks/enforceMonthlyQuota'
import { rejectLockedAccount } from '#hooks/rejectLockedAccount'
import { rejectLockedHiring } from './hooks/rejectLockedHiring'
import { stampHiredAt } from './hooks/stampHiredAt'

/** Set by prepareApplication from the caller and the job; nobody writes them directly. */
const derived = { create: nobody, update: nobody }

/**
 * A barber's application to a job: pending, then accepted or rejected, then hired. Its reviews
 * outlive it (their application becomes null), so a profile keeps the numbers it earned.
 */
export const Applications: CollectionConfig = {
  slug: 'applications',
  labels: { singular: 'Candidatura', plural: 'Candidaturas' },
  defaultSort: '-createdAt',
  access: {
    read: partiesOrAdmin,
    create: hasBarberRole,
    update: shopOwnerOnly,
    delete: isAdmin,
  },
  hooks: {
    beforeOperation: [denyBulkWrites, rejectLockedAccount(accountMessages.trialExpiredApply), rejectLockedHiring],
    beforeValidate: [prepareApplication, enforceApplicationTransition],
    beforeChange: [enforceMonthlyQuota('application'), stampHiredAt],
    afterChange: [notifyApplicationChanges],
    afterError: [explainUniqueViolation],
  },
  indexes: [{ fields: ['job', 'barber'], unique: true }, { fields: ['barbershop', 'createdAt'] }, { fields: ['barber', 'createdAt'] }],
  fields: [
    // Not required: an admin may delete an applied job, and the application outlives it (decision 0015).
    { name: 'job', label: 'Vaga', type: 'relationship', relationTo: 'jobs', index: true, access: { update: nobody } },
    { name: 'jobTitle', label: 'Título da vaga', type: 'text', access: derived },
    { name: 'shopName', label: 'Barbearia', type: 'text', access: derived },
    { name: 'barber', label: 'Barbeiro', type: 'relationship', relationTo: 'barbers', required: true, index: true, access: derived },
    // Not required: a shop that leaves keeps its barbers' applications, which then name it by shopName (decision 0015).
    { name: 'barbershop', label: 'Barbearia', type: 'relationship', relationTo: 'barbershops', access: derived },
    { name: 'barberUser', type: 'relationship', relationTo: 'users', maxDepth: 0, required: true, index: true, access: derived },
    { name: 'shopUser', type: 'relationship', relationTo: 'users', maxDepth: 0, index: true, access: derived },
    /**
     * Whether the job still takes answers: false once it closed or is gone (hooks/markApplicationsJobOpen.ts
     * keeps it), so a pending application reads 'Vaga encerrada' (domain/applications.ts) in lists and counts.
     */
    { name: 'jobOpen', label: 'Vaga aberta', type: 'checkbox', required: true, defaultValue: true, access: derived },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: APPLICATION_STATUSES.map((value) => ({ value, label: shopApplicationLabels[value] })),
      access: { create: nobody },
    },
    { name: 'hiredAt', label: 'Contratado em', type: 'date', index: true, access: derived },
    /**
     * Whether each side's account could hire (was not locked) when the hire was made, stamped with
     * hiredAt: a locked account keeps the pair's contacts only through a hire made before its lock
     * (decisions 0030, 0051). Server-only and read by admins: the other side's status is not its
     * business.
     */
    { name: 'barberUnlockedAtHire', type: 'checkbox', access: { read: isAdmin, create: nobody, update: nobody } },
    { name: 'shopUnlockedAtHire', type: 'checkbox', access: { read: isAdmin, create: nobody, update: nobody } },
    // When the day-after e-mail asking both sides to review went out (decision 0026).
    { name: 'reviewPromptedAt', type: 'date', access: { read: nobody, create: nobody, update: nobody } },
  ],
}

/** The fields an application's hooks and defaults fill on create (its shop and users from the job and barber; 'pending', an open job). */
export type ApplicationFilledFields = 'barbershop' | 'barberUser' | 'shopUser' | 'status' | 'jobOpen'
