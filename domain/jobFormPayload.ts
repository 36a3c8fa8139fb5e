import type { JobFormData } from './jobForm'
import type { Country } from './locations'
import { isPercentKind, maskMoneyAmount, payOfForm, type Pay, type TypedPay } from './pay'
import { CHAIR_RENTAL, NO_RENT, rentOfForm, type Rent, type TypedRent } from './rent'

/**
 * Between a job and the job form (spec §5), without the form's schema (jobForm.ts): the pages with
 * the form need these to show a job and to send it, and fetch zod only when the form checks.
 */

/** A stored pay as the form shows it: whole units (or percentage points) through the same mask as typing. */
export function payToForm(pay: Pay, country: Country): TypedPay {
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

/** A stored rent as the form shows it: whole units through the money mask; a month when there is none. */
export function rentToForm(rent: Rent | null, country: Country): TypedRent {
  return {
    rentAmount: rent?.amount == null ? '' : maskMoneyAmount(String(rent.amount / 100).replace('.', ','), country),
    rentPeriod: rent?.period ?? 'month',
  }
}

/**
 * What the form sends: empty optional texts become null (spec §3: "null if empty"), the pay as its
 * structure, and the rent only on a chair rental (an empty one otherwise, which drops a stored rent).
 */
export function jobFormToPayload(data: JobFormData) {
  const { payKind, payMin, payMax, payCommission, payNote, rentAmount, rentPeriod, ...rest } = data
  const pay = payOfForm({ payKind, payMin, payMax, payCommission, payNote })
  return {
    ...rest,
    schedule: data.schedule || null,
    payKind: pay.kind,
    payMin: pay.min,
    payMax: pay.max,
    payCommission: pay.commission,
    payNote: pay.note,
    rent: data.contractType === CHAIR_RENTAL ? rentOfForm({ rentAmount, rentPeriod }) : NO_RENT,
  }
}
