import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import type { Country } from '#domain/locations'
import { formatPay, isPayKind, type Pay } from '#domain/pay'
import { isRentPeriod, rentAsPay, splitChairRental, type Rent } from '#domain/rent'

/**
 * Issue 40, decision 0066: a chair rental's rent in fields of its own (`rent_amount` in cents,
 * `rent_period`), never its pay. Every existing 'Aluguel de cadeira' job's pay is split by
 * `splitChairRental`: a monthly or salary amount becomes the rent a month (a week or a day when its
 * note says so), a day's pay the rent a day, a commission beside a fixed amount stays as the pay; a
 * commission alone or an amount per service stays the pay as it was; a note alone is read for an
 * amount with its currency ('R$ 150 por semana'). The public note and the note as written are split
 * each on its own, and `salary` (and its original) written again from what is left of the pay.
 * `down` puts each rent back into the pay (`rentAsPay`) before dropping the columns.
 */
type Row = {
  id: number
  country: string | null
  pay_kind: string | null
  pay_min: string | null
  pay_max: string | null
  pay_commission: string | null
  pay_note: string | null
  original_pay_note: string | null
  rent_amount?: string | null
  rent_period?: string | null
}

const numberOrNull = (value: string | null | undefined) => (value === null || value === undefined ? null : Number(value))
const countryOf = (row: Row): Country => (row.country === 'PT' ? 'PT' : 'BR')
const payOf = (row: Row, note: string | null): Pay => ({
  kind: isPayKind(row.pay_kind) ? row.pay_kind : null,
  min: numberOrNull(row.pay_min),
  max: numberOrNull(row.pay_max),
  commission: numberOrNull(row.pay_commission),
  note,
})
const salaryOf = (pay: Pay, country: Country) => (pay.kind || pay.note ? formatPay(pay, country) : null)

async function chairRentals(db: MigrateUpArgs['db'], withRent: boolean): Promise<Row[]> {
  const { rows } = await db.execute(sql`
    SELECT id, country, pay_kind, pay_min, pay_max, pay_commission, pay_note, original_pay_note
      ${withRent ? sql`, rent_amount, rent_period` : sql``}
      FROM jobs WHERE contract_type = 'chair_rental' ORDER BY id`)
  return rows as Row[]
}

async function writePay(db: MigrateUpArgs['db'], id: number, pay: Pay, originalNote: string | null, country: Country, rent: Rent | null) {
  const original = { ...pay, note: originalNote }
  await db.execute(sql`
    UPDATE jobs SET pay_kind = ${pay.kind}::enum_jobs_pay_kind, pay_min = ${pay.min}, pay_max = ${pay.max}, pay_commission = ${pay.commission},
           pay_note = ${pay.note}, original_pay_note = ${originalNote}, salary = ${salaryOf(pay, country)}, original_salary = ${salaryOf(original, country)}
           ${rent ? sql`, rent_amount = ${rent.amount}, rent_period = ${rent.period}::enum_jobs_rent_period` : sql``}
     WHERE id = ${id}`)
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_jobs_rent_period" AS ENUM('day', 'week', 'month');
  ALTER TABLE "jobs" ADD COLUMN "rent_amount" numeric;
  ALTER TABLE "jobs" ADD COLUMN "rent_period" "enum_jobs_rent_period";`)
  for (const row of await chairRentals(db, false)) {
    const shown = splitChairRental(payOf(row, row.pay_note))
    const written = splitChairRental(payOf(row, row.original_pay_note ?? row.pay_note))
    if (shown.rent.amount === null) continue
    await writePay(db, row.id, shown.pay, row.original_pay_note === null ? null : written.pay.note, countryOf(row), shown.rent)
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const row of await chairRentals(db, true)) {
    const rent: Rent = { amount: numberOrNull(row.rent_amount), period: isRentPeriod(row.rent_period) ? row.rent_period : null }
    if (rent.amount === null) continue
    const country = countryOf(row)
    const pay = rentAsPay(rent, payOf(row, row.pay_note), country)
    const originalNote = row.original_pay_note === null ? null : rentAsPay(rent, payOf(row, row.original_pay_note), country).note
    await writePay(db, row.id, pay, originalNote, country, null)
  }
  await db.execute(sql`
   ALTER TABLE "jobs" DROP COLUMN "rent_amount";
  ALTER TABLE "jobs" DROP COLUMN "rent_period";
  DROP TYPE "public"."enum_jobs_rent_period";`)
}
