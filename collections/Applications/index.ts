import type { CollectionConfig } from 'payload'
import { hasBarberRole } from '#access/hasBarberRole'
import { isAdmin } from '#access/isAdmin'
import { nobody } from '#access/nobody'
import { partiesOrAdmin } from '#access/partiesOrAdmin'
import { adminOrAuthorField } from '#access/adminOrAuthorField'
import { partiesOnly } from './access/partiesOnly'
import { APPLICATION_STATUSES, shopApplicationLabels } from '#domain/applications'
import { APPLICATION_MESSAGE_MAX, SCREENING_KINDS, screeningKindLabels } from '#domain/screeningQuestions'
import { screeningMessages } from '#domain/messages/jobs'
import { validateLength } from '#fields/validateLength'
import { maskPublicTexts } from '#hooks/maskPublicTexts'
import { maskApplicationAnswers } from './hooks/maskApplicationAnswers'
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
import { markInvitationApplied } from './hooks/markInvitationApplied'
import { cancelTrialDayWhenClosed } from './hooks/cancelTrialDayWhenClosed'

/** Set by prepareApplication from the caller and the job; nobody writes them directly. */
const derived = { create: nobody, update: nobody }
/** Written once, with the application: what the barber said cannot change after the shop read it. */
const writtenOnce = { update: nobody }
const publicTexts = maskPublicTexts('applications')

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
    update: partiesOnly,
    delete: isAdmin,
  },
  hooks: {
    beforeOperation: [denyBulkWrites, rejectLockedAccount(accountMessages.trialExpiredApply), rejectLockedHiring],
    beforeValidate: [prepareApplication, enforceApplicationTransition],
    beforeChange: [enforceMonthlyQuota('application'), stampHiredAt, publicTexts.beforeChange, maskApplicationAnswers],
    afterChange: [publicTexts.afterChange, notifyApplicationChanges, markInvitationApplied, cancelTrialDayWhenClosed],
    afterError: [explainUniqueViolation],
  },
  // One live application per barber and job: a partial unique index on (job, barber) for every status but
  // 'withdrawn', made by migrations/*_screening_questions_and_withdrawal.ts, since Payload's config cannot express one (decision 0061).
  indexes: [{ fields: ['barbershop', 'createdAt'] }, { fields: ['barber', 'createdAt'] }],
  fields: publicTexts.fields([
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
    /** What the barber adds when applying (optional, issue 40), stored with its contacts hidden like every public text (decision 0029). */
    {
      name: 'message',
      label: 'Mensagem',
      type: 'textarea',
      access: writtenOnce,
      validate: validateLength({ max: APPLICATION_MESSAGE_MAX, tooLong: screeningMessages.messageTooLong, required: false }),
    },
    /**
     * The answers to the job's screening questions, each with the question's text and kind as they
     * were when the barber answered (the shop may edit its questions later). Read from the body's
     * `[{question, answer}]` by prepareApplication; a text answer is masked by maskApplicationAnswers,
     * its words as written in `originalAnswer` for the barber and admins.
     */
    {
      name: 'answers',
      label: 'Respostas',
      type: 'array',
      maxRows: 3,
      access: writtenOnce,
      fields: [
        { name: 'question', label: 'Pergunta (posição)', type: 'number', required: true },
        { name: 'questionId', type: 'text' },
        { name: 'questionText', label: 'Pergunta', type: 'text', required: true },
        { name: 'kind', type: 'select', required: true, options: SCREENING_KINDS.map((value) => ({ value, label: screeningKindLabels[value] })) },
        // true or false for a yes/no question, the (masked) text for a short answer: the shape POST /api/applications takes.
        {
          name: 'answer',
          label: 'Resposta',
          type: 'json',
          // Read and checked against the question by prepareApplication; Payload's own check would parse a text answer as JSON.
          validate: (value: unknown) =>
            value === null || value === undefined || typeof value === 'boolean' || typeof value === 'string' ? true : screeningMessages.answersInvalid,
        },
        { name: 'originalAnswer', type: 'text', access: { read: adminOrAuthorField(['barberUser']), create: nobody, update: nobody } },
      ],
    },
    /** `<questionId>:sim|nao` per yes/no answer, so the shop's list filters by an answer in SQL (`where[yesNoAnswers][in]=`). */
    { name: 'yesNoAnswers', type: 'text', hasMany: true, index: true, access: derived },
  ]),
}

/** The fields an application's hooks and defaults fill on create (its shop and users from the job and barber; 'pending', an open job). */
export type ApplicationFilledFields = 'barbershop' | 'barberUser' | 'shopUser' | 'status' | 'jobOpen'
