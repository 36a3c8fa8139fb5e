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
import { jobMessages } from './messages/jobs'
import { displayText, tooLong } from './schemaParts'
import { isPercentKind, maskMoneyAmount, PAY_KINDS, PAY_NOTE_MAX, payProblems, type Pay } from './pay'
import type { Country } from './locations'

/**
 * The post-a-job form (spec §5): title ≥ 5 and description ≥ 20 with the spec's messages; salary,
 * schedule, contract type and experience optional, defaulting to full-time and 0 years. The server
 * checks the same rules in the jobs collection.
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
    schedule: displayText()
      .pipe(z.string().max(120, tooLong(120)))
      .default(''),
    contractType: z.enum(CONTRACT_TYPES).default(DEFAULT_CONTRACT_TYPE as ContractType),
    experienceRequired: z.coerce.number().refine(isExperienceOption, 'Escolha uma das opções.').default(0),
  })

  .superRefine((data, context) => {
    for (const problem of payProblems(payOfForm(data))) context.addIssue({ code: 'custom', path: [problem.path], message: problem.message })
  })

export type JobFormInput = z.input<typeof jobFormSchema>
export type JobFormData = z.output<typeof jobFormSchema>

/** A typed amount ('2.500', '2 500', '37,5') as a number, or null for nothing; NaN for what is not one. */
function typedNumber(typed: string): number | null {
  const text = typed.replace(/[\s.\u00a0]/g, '').replace(',', '.')
  if (!text) return null
  return /^\d+(\.\d{1,2})?$/.test(text) ? Number(text) : Number.NaN
}

/** The pay the form describes, in the stored units: cents of money, percentage points. */
function payOfForm(data: Pick<JobFormData, 'payKind' | 'payMin' | 'payMax' | 'payCommission' | 'payNote'>): Pay {
  const kind = data.payKind || null
  const unit = (typed: string) => {
    const value = typedNumber(typed)
    return value === null || !kind || isPercentKind(kind) ? value : Math.round(value * 100)
  }
  return {
    kind,
    min: unit(data.payMin),
    max: unit(data.payMax),
    commission: kind === 'salary_commission' ? typedNumber(data.payCommission) : null,
    note: data.payNote || null,
  }
}

/** A stored pay as the form shows it: whole units (or percentage points) through the same mask as typing. */
export function payToForm(pay: Pay, country: Country): Pick<JobFormInput, 'payKind' | 'payMin' | 'payMax' | 'payCommission' | 'payNote'> {
  const shown = (value: number | null) =>
    value === null
      ? ''
      : pay.kind && isPercentKind(pay.kind)
        ? String(value).replace('.', ',')
        : maskMoneyAmount(String(value / 100).replace('.', ','), country)
  return {
    payKind: pay.kind ?? '',
    payMin: shown(pay.min),
    payMax: shown(pay.max),
    payCommission: pay.commission === null ? '' : String(pay.commission).replace('.', ','),
    payNote: pay.note ?? '',
  }
}

/** What the form sends: empty optional texts become null (spec §3: "null if empty"), and the pay as its structure. */
export function jobFormToPayload(data: JobFormData) {
  const { payKind, payMin, payMax, payCommission, payNote, ...rest } = data
  const pay = payOfForm({ payKind, payMin, payMax, payCommission, payNote })
  return {
    ...rest,
    schedule: data.schedule || null,
    payKind: pay.kind,
    payMin: pay.min,
    payMax: pay.max,
    payCommission: pay.commission,
    payNote: pay.note,
  }
}
