import { z } from './validation'
import {
  CONTRACT_TYPES,
  DEFAULT_CONTRACT_TYPE,
  isExperienceOption,
  JOB_DESCRIPTION_MAX,
  JOB_DESCRIPTION_MIN,
  JOB_OPENINGS_MAX,
  JOB_OPENINGS_MIN,
  JOB_TITLE_MAX,
  JOB_TITLE_MIN,
  type ContractType,
} from './jobs'
import { jobMessages } from './messages/jobs'
import { displayText, tooLong } from './schemaParts'
import { PAY_KINDS, PAY_NOTE_MAX, payOfForm, payProblems } from './pay'
import { screeningQuestionsSchema } from './screeningForms'
import { CHAIR_RENTAL, RENT_PERIODS, rentOfForm, rentProblems } from './rent'

/**
 * The post-a-job form (spec §5): title ≥ 5 and description ≥ 20 with the spec's messages; salary,
 * schedule, contract type and experience optional, defaulting to full-time and 0 years. The server
 * checks the same rules in the jobs collection. What the form sends is built in jobFormPayload.ts,
 * apart, so the pages with the form fetch zod and this schema only when it first checks something.
 */
export const jobFormSchema = z
  .object({
    title: displayText().pipe(z.string().min(JOB_TITLE_MIN, jobMessages.titleTooShort).max(JOB_TITLE_MAX, tooLong(JOB_TITLE_MAX))),
    description: z.string().trim().min(JOB_DESCRIPTION_MIN, jobMessages.descriptionTooShort).max(JOB_DESCRIPTION_MAX, tooLong(JOB_DESCRIPTION_MAX)),
    /** The pay (decision 0036): '' is 'A combinar'; amounts as typed through the mask, in whole units or percentage points. */
    payKind: z.union([z.literal(''), z.enum(PAY_KINDS)]).default(''),
    payMin: z.string().default(''),
    payMax: z.string().default(''),
    payCommission: z.string().default(''),
    payNote: displayText()
      .pipe(z.string().max(PAY_NOTE_MAX, tooLong(PAY_NOTE_MAX)))
      .default(''),
    /** A chair rental's rent (issue 40): what the barber pays, in whole units as typed, and its period; ignored for other contracts. */
    rentAmount: z.string().default(''),
    rentPeriod: z.enum(RENT_PERIODS).default('month'),
    schedule: displayText()
      .pipe(z.string().max(120, tooLong(120)))
      .default(''),
    contractType: z.enum(CONTRACT_TYPES).default(DEFAULT_CONTRACT_TYPE as ContractType),
    experienceRequired: z.coerce.number().refine(isExperienceOption, 'Escolha uma das opções.').default(0),
    /** 'Urgente' and how many barbers the shop needs (issue 40), on every card and the job page. */
    urgent: z.boolean().default(false),
    openings: z.coerce
      .number({ error: jobMessages.openingsInvalid })
      .int(jobMessages.openingsInvalid)
      .min(JOB_OPENINGS_MIN, jobMessages.openingsInvalid)
      .max(JOB_OPENINGS_MAX, jobMessages.openingsInvalid)
      .default(1),
    /** Up to three questions the barber answers when applying (issue 40); each keeps its id through edits. */
    screeningQuestions: screeningQuestionsSchema.default([]),
  })

  .superRefine((data, context) => {
    for (const problem of payProblems(payOfForm(data))) context.addIssue({ code: 'custom', path: [problem.path], message: problem.message })
    if (data.contractType === CHAIR_RENTAL)
      for (const problem of rentProblems(rentOfForm(data), data.contractType))
        context.addIssue({ code: 'custom', path: [problem.path === 'rent.period' ? 'rentPeriod' : 'rentAmount'], message: problem.message })
  })

export type JobFormInput = z.input<typeof jobFormSchema>
export type JobFormData = z.output<typeof jobFormSchema>
