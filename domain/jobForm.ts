import { z } from './validation'
import {
  CONTRACT_TYPES,
  DEFAULT_CONTRACT_TYPE,
  isExperienceOption,
  JOB_DESCRIPTION_MAX,
  JOB_DESCRIPTION_MIN,
  JOB_TITLE_MAX,
  JOB_TITLE_MIN,
  type ContractType,
} from './jobs'
import { jobMessages } from './messages'
import { displayText, tooLong } from './schemaParts'

/**
 * The post-a-job form (spec §5): title ≥ 5 and description ≥ 20 with the spec's messages; salary,
 * schedule, contract type and experience optional, defaulting to full-time and 0 years. The server
 * checks the same rules in the jobs collection.
 */
export const jobFormSchema = z.object({
  title: displayText().pipe(z.string().min(JOB_TITLE_MIN, jobMessages.titleTooShort).max(JOB_TITLE_MAX, tooLong(JOB_TITLE_MAX))),
  description: z.string().trim().min(JOB_DESCRIPTION_MIN, jobMessages.descriptionTooShort).max(JOB_DESCRIPTION_MAX, tooLong(JOB_DESCRIPTION_MAX)),
  salary: displayText()
    .pipe(z.string().max(120, tooLong(120)))
    .default(''),
  schedule: displayText()
    .pipe(z.string().max(120, tooLong(120)))
    .default(''),
  contractType: z.enum(CONTRACT_TYPES).default(DEFAULT_CONTRACT_TYPE as ContractType),
  experienceRequired: z.coerce.number().refine(isExperienceOption, 'Escolha uma das opções.').default(0),
})

export type JobFormInput = z.input<typeof jobFormSchema>
export type JobFormData = z.output<typeof jobFormSchema>

/** What the form sends: empty optional texts become null (spec §3: "null if empty"). */
export function jobFormToPayload(data: JobFormData) {
  return { ...data, salary: data.salary || null, schedule: data.schedule || null }
}
