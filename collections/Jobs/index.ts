import type { CollectionConfig } from 'payload'
import { activeOrOwnJobs } from './access/activeOrOwnJobs'
import { adminOrShopOwner } from './access/adminOrShopOwner'
import { anyOneByIdOr } from './access/anyOneByIdOr'
import { isAdmin } from '#access/isAdmin'
import { adminOrAuthorField } from '#access/adminOrAuthorField'
import { isBarbershopOrAdmin } from './access/isBarbershopOrAdmin'
import { nobody } from '#access/nobody'
import { COUNTRIES } from '#domain/locations'
import {
  CONTRACT_TYPES,
  contractTypeLabels,
  DEFAULT_CONTRACT_TYPE,
  EXPERIENCE_OPTIONS,
  experienceLabel,
  JOB_DESCRIPTION_MAX,
  JOB_DESCRIPTION_MIN,
  JOB_OPENINGS_MAX,
  JOB_OPENINGS_MIN,
  JOB_STATUSES,
  JOB_TITLE_MAX,
  JOB_TITLE_MIN,
  jobStatusLabels,
} from '#domain/jobs'
import { accountMessages } from '#domain/messages/auth'
import { jobMessages } from '#domain/messages/jobs'
import { validateOpenings } from '#fields/validateOpenings'
import { alertEarlyAccessBarbers } from './hooks/alertEarlyAccessBarbers'
import { assignJobShop } from './hooks/assignJobShop'
import { queueJobAlerts } from './hooks/queueJobAlerts'
import { deleteDependents } from '#hooks/deleteDependents'
import { denyBulkWrites } from '#hooks/denyBulkWrites'
import { closeApplicationsOfDeletedJob, markApplicationsJobOpen } from './hooks/markApplicationsJobOpen'
import { normalizeDisplayText } from '#fields/normalizeDisplayText'
import { normalizeJobStatus } from '#fields/normalizeJobStatus'
import { normalizeJobStatusFilter } from './hooks/normalizeJobStatusFilter'
import { refuseDeletingAppliedJob } from './hooks/refuseDeletingAppliedJob'
import { enforceMonthlyQuota } from '#hooks/enforceMonthlyQuota'
import { rejectLockedAccount } from '#hooks/rejectLockedAccount'
import { rejectLockedPublishing } from './hooks/rejectLockedPublishing'
import { maskPublicTexts } from '#hooks/maskPublicTexts'
import { trimText } from '#fields/trimText'
import { structureJobPay } from './hooks/structureJobPay'
import { checkChairRent } from './hooks/checkChairRent'
import { RENT_PERIODS, rentPeriodOptionLabels } from '#domain/rent'
import { recordJobTombstone } from './hooks/recordJobTombstone'
import { stampJobPublication } from './hooks/stampJobPublication'
import { maskScreeningQuestions } from './hooks/maskScreeningQuestions'
import { PAY_KINDS, PAY_NOTE_MAX, payKindLabels } from '#domain/pay'
import { SCREENING_KINDS, SCREENING_QUESTION_MAX, SCREENING_QUESTION_MIN, SCREENING_QUESTIONS_MAX, screeningKindLabels } from '#domain/screeningQuestions'
import { screeningMessages } from '#domain/messages/jobs'
import { validateLength } from '#fields/validateLength'
import { refreshPublicPagesAfterChange, refreshPublicPagesAfterDelete } from '#hooks/refreshPublicPages'

const validateQuestion = validateLength({
  min: SCREENING_QUESTION_MIN,
  max: SCREENING_QUESTION_MAX,
  tooShort: screeningMessages.questionTooShort,
  tooLong: screeningMessages.questionTooLong,
})
const adminOrShopOwnerField = adminOrAuthorField(['shopUser'])

/** Shop-owned copies kept by assignJobShop / syncShopIntoJobs, so lists and searches read one table. */
const copied = { create: nobody, update: nobody }
const publicTexts = maskPublicTexts('jobs')

/** Job openings (vagas) posted by barbershops; title, description, salary and schedule are stored with their contacts hidden (decision 0029). */
export const Jobs: CollectionConfig = {
  slug: 'jobs',
  labels: { singular: 'Vaga', plural: 'Vagas' },
  admin: { useAsTitle: 'title' },
  defaultSort: '-createdAt',
  access: {
    // A closed job keeps a public page (spec §4: 'Fechada', a disabled 'Vaga fechada') but leaves every list but its shop's.
    read: anyOneByIdOr(activeOrOwnJobs),
    create: isBarbershopOrAdmin,
    update: adminOrShopOwner,
    delete: adminOrShopOwner,
  },
  hooks: {
    // Applications outlive their job (decision 0015): its shop cannot delete it once applied to, and
    // when an admin does, the database sets their job to null and they keep its title.
    beforeDelete: [refuseDeletingAppliedJob, deleteDependents([{ collection: 'saved-jobs', field: 'job' }]), closeApplicationsOfDeletedJob],
    beforeOperation: [denyBulkWrites, normalizeJobStatusFilter, rejectLockedAccount(accountMessages.trialExpiredPost)],
    beforeValidate: [assignJobShop],
    beforeChange: [
      rejectLockedPublishing,
      enforceMonthlyQuota('job'),
      structureJobPay,
      checkChairRent,
      stampJobPublication,
      publicTexts.beforeChange,
      maskScreeningQuestions,
    ],
    afterChange: [publicTexts.afterChange, alertEarlyAccessBarbers, queueJobAlerts, markApplicationsJobOpen, refreshPublicPagesAfterChange],
    afterDelete: [recordJobTombstone, refreshPublicPagesAfterDelete],
  },
  indexes: [{ fields: ['status', 'createdAt'] }, { fields: ['barbershop', 'createdAt'] }, { fields: ['status', 'payKind'] }],
  fields: publicTexts.fields([
    {
      name: 'barbershop',
      label: 'Barbearia',
      type: 'relationship',
      relationTo: 'barbershops',
      // Always set by assignJobShop; null only once the shop left, its jobs closed (hooks/closeShopJobs.ts).
      index: true,
      access: { create: isAdmin, update: isAdmin },
    },
    {
      name: 'title',
      label: 'Título',
      type: 'text',
      required: true,
      hooks: { beforeValidate: [normalizeDisplayText] },
      validate: validateLength({ min: JOB_TITLE_MIN, max: JOB_TITLE_MAX, tooShort: jobMessages.titleTooShort }),
    },
    {
      name: 'description',
      label: 'Descrição',
      type: 'textarea',
      required: true,
      hooks: { beforeValidate: [trimText] },
      validate: validateLength({ min: JOB_DESCRIPTION_MIN, max: JOB_DESCRIPTION_MAX, tooShort: jobMessages.descriptionTooShort }),
    },
    {
      name: 'status',
      label: 'Status',
      type: 'select',
      required: true,
      defaultValue: 'active',
      options: JOB_STATUSES.map((value) => ({ value, label: jobStatusLabels[value] })),
      hooks: { beforeValidate: [normalizeJobStatus] },
    },
    // The spec's free text: still accepted on write (read into the structure below), and stored as the pay the cards show.
    { name: 'salary', label: 'Salário', type: 'text', maxLength: 120, hooks: { beforeValidate: [normalizeDisplayText] } },
    // The pay as a structure (decision 0036): filtered and sorted by /api/open-jobs, checked whole by structureJobPay.
    {
      name: 'payKind',
      label: 'Tipo de remuneração',
      type: 'select',
      options: PAY_KINDS.map((value) => ({ value, label: payKindLabels[value] })),
    },
    { name: 'payMin', label: 'Remuneração mínima (centavos ou %)', type: 'number' },
    { name: 'payMax', label: 'Remuneração máxima (centavos ou %)', type: 'number' },
    { name: 'payCommission', label: 'Comissão além do salário (%)', type: 'number' },
    { name: 'payNote', label: 'Observação sobre a remuneração', type: 'text', maxLength: PAY_NOTE_MAX, hooks: { beforeValidate: [normalizeDisplayText] } },
    /**
     * What the barber pays for the chair on a 'Aluguel de cadeira' job (issue 40, decision 0066): never
     * the pay above, which stays empty unless the shop also pays something. Checked by checkChairRent.
     */
    {
      name: 'rent',
      label: 'Aluguel da cadeira',
      type: 'group',
      fields: [
        { name: 'amount', label: 'Valor do aluguel (centavos)', type: 'number' },
        {
          name: 'period',
          label: 'Período do aluguel',
          type: 'select',
          options: RENT_PERIODS.map((value) => ({ value, label: rentPeriodOptionLabels[value] })),
        },
      ],
    },
    { name: 'schedule', label: 'Horário', type: 'text', maxLength: 120, hooks: { beforeValidate: [normalizeDisplayText] } },
    {
      name: 'contractType',
      label: 'Tipo de contrato',
      type: 'select',
      defaultValue: DEFAULT_CONTRACT_TYPE,
      options: CONTRACT_TYPES.map((value) => ({ value, label: contractTypeLabels[value] })),
    },
    {
      name: 'experienceRequired',
      label: 'Experiência mínima (anos)',
      type: 'number',
      defaultValue: 0,
      validate: (value: number | null | undefined) =>
        value === null || value === undefined || (EXPERIENCE_OPTIONS as readonly number[]).includes(value)
          ? true
          : `Escolha uma das opções: ${EXPERIENCE_OPTIONS.map(experienceLabel).join(', ')}.`,
    },
    /**
     * Up to three questions the barber answers when applying (issue 40, decision 0061). Each row keeps
     * its id across edits; an application copies the question's text beside its answer, so editing
     * or removing a question here changes no answer already given.
     */
    {
      name: 'screeningQuestions',
      label: 'Perguntas para os candidatos',
      type: 'array',
      validate: (rows: unknown) => (Array.isArray(rows) && rows.length > SCREENING_QUESTIONS_MAX ? screeningMessages.tooManyQuestions : true),
      fields: [
        {
          name: 'text',
          label: 'Pergunta',
          type: 'text',
          required: true,
          hooks: { beforeValidate: [normalizeDisplayText] },
          // Checked as the shop wrote it: hiding a contact behind the placeholder may lengthen it (maskScreeningQuestions).
          validate: (value: string | null | undefined, { siblingData }: { siblingData: { originalText?: string | null } }) =>
            validateQuestion(siblingData.originalText ?? value),
        },
        // The question as the shop wrote it; `text` is its public form, contacts hidden (decision 0029).
        { name: 'originalText', type: 'text', access: { read: adminOrShopOwnerField, create: nobody, update: nobody } },
        {
          name: 'kind',
          label: 'Tipo de resposta',
          type: 'select',
          required: true,
          defaultValue: 'yesno',
          options: SCREENING_KINDS.map((value) => ({ value, label: screeningKindLabels[value] })),
        },
        { name: 'required', label: 'Obrigatória', type: 'checkbox', defaultValue: false },
      ],
    },
    // Issue 40: 'Urgente' and how many barbers the shop needs, on every card and job page, and a filter of the list.
    { name: 'urgent', label: 'Urgente', type: 'checkbox', required: true, defaultValue: false, index: true },
    {
      name: 'openings',
      label: 'Quantos barbeiros',
      type: 'number',
      required: true,
      defaultValue: JOB_OPENINGS_MIN,
      min: JOB_OPENINGS_MIN,
      max: JOB_OPENINGS_MAX,
      validate: validateOpenings,
    },
    { name: 'publishedAt', label: 'Publicada (ou renovada) em', type: 'date', index: true, access: copied },
    // Set by the expiry sweep (server/jobs/expiry.ts) when the job closed itself, cleared when it is renewed or reopened (decision 0068).
    { name: 'expiredAt', label: 'Expirada em', type: 'date', access: copied },
    // The 7-day notice's claim: written with the e-mail it queued, cleared with each publication, so each publication gets one notice.
    { name: 'expiryNoticeSentAt', label: 'Aviso de expiração enviado em', type: 'date', access: { read: adminOrShopOwnerField, ...copied } },
    { name: 'shopUser', type: 'relationship', relationTo: 'users', maxDepth: 0, index: true, access: copied },
    { name: 'shopName', label: 'Barbearia', type: 'text', access: copied },
    { name: 'country', type: 'select', options: [...COUNTRIES], defaultValue: 'BR', access: copied },
    { name: 'state', label: 'Estado', type: 'text', index: true, access: copied },
    { name: 'city', label: 'Cidade', type: 'text', index: true, access: copied },
    { name: 'district', label: 'Bairro', type: 'text', access: copied },
    { name: 'lat', label: 'Latitude (sede do município)', type: 'number', access: copied },
    { name: 'lng', label: 'Longitude (sede do município)', type: 'number', access: copied },
  ]),
}
