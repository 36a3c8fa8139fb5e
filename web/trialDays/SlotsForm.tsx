import { Plus, Trash2 } from 'lucide-react'
import { useFieldArray, useForm } from 'react-hook-form'
import { toCents } from '#domain/money'
import { ApiError } from '../api/client'
import { Alert } from '../ui/Alert'
import { Button } from '../ui/Button'
import { SelectField, TextAreaField, TextField } from '../ui/Field'
import type { ProposeRequest, SlotRequest } from './queries'

const MAX_SLOTS = 3
const DURATIONS = [1, 2, 3, 4, 6, 8, 10, 12]

type SlotsValues = { slots: { start: string; hours: string }[]; paid: boolean; amount: string; notes: string }

/** The local date and time typed in a datetime-local field as an instant with its offset (ISO 8601, in UTC). */
const instant = (local: string) => (local ? new Date(local).toISOString() : local)
const slotsOf = (values: SlotsValues): SlotRequest[] =>
  values.slots.map(({ start, hours }) => ({ start: instant(start), durationMinutes: Math.round(Number(hours) * 60) }))

/**
 * One to three slots (date and time, duration) and, for the shop's first proposal, whether the test
 * is paid and how much (typed in the currency's units, sent in cents) and notes. The server checks
 * every rule; its refusals are listed as it words them, each naming its field.
 */
export function SlotsForm({
  withTerms,
  currencySymbol,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  withTerms: boolean
  currencySymbol: string
  submitLabel: string
  pending: boolean
  error: unknown
  onSubmit: (request: ProposeRequest) => void
  onCancel: () => void
}) {
  const { register, control, handleSubmit, watch } = useForm<SlotsValues>({
    defaultValues: { slots: [{ start: '', hours: '4' }], paid: false, amount: '', notes: '' },
  })
  const { fields, append, remove } = useFieldArray({ control, name: 'slots' })
  const paid = watch('paid')
  const problems = error instanceof ApiError ? [...new Set([...Object.values(error.fieldErrors), error.message])] : []

  const submit = handleSubmit((values) =>
    onSubmit({
      slots: slotsOf(values),
      paid: withTerms && values.paid,
      ...(withTerms && values.paid ? { amount: toCents(Number(values.amount.replace(/\./g, '').replace(',', '.'))) } : {}),
      ...(withTerms && values.notes.trim() ? { notes: values.notes } : {}),
    }),
  )

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      {fields.map((field, index) => (
        <fieldset key={field.id} className="grid gap-3 rounded-lg border border-stone-200 p-3 sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-end">
          <legend className="px-1 text-sm font-semibold text-stone-800">Horário {index + 1}</legend>
          <TextField label="Data e hora" type="datetime-local" required {...register(`slots.${index}.start`)} />
          <SelectField label="Duração" {...register(`slots.${index}.hours`)}>
            {DURATIONS.map((hours) => (
              <option key={hours} value={hours}>
                {hours === 1 ? '1 hora' : `${hours} horas`}
              </option>
            ))}
          </SelectField>
          {fields.length > 1 && (
            <Button type="button" variant="ghost" size="sm" onClick={() => remove(index)}>
              <Trash2 className="size-4" aria-hidden="true" />
              Remover<span className="sr-only"> horário {index + 1}</span>
            </Button>
          )}
        </fieldset>
      ))}
      {fields.length < MAX_SLOTS && (
        <Button type="button" variant="outline" size="sm" className="self-start" onClick={() => append({ start: '', hours: '4' })}>
          <Plus className="size-4" aria-hidden="true" />
          Adicionar outro horário
        </Button>
      )}
      {withTerms && (
        <>
          <label className="flex items-center gap-2 text-sm text-stone-800">
            <input type="checkbox" className="size-4 accent-brand-700" {...register('paid')} />
            Teste pago
          </label>
          {paid && <TextField label={`Valor (${currencySymbol})`} inputMode="decimal" placeholder="150,00" required {...register('amount')} />}
          <TextAreaField label="Observações" hint="O que trazer, modelos ou clientes reais." rows={3} maxLength={1000} {...register('notes')} />
        </>
      )}
      {problems.length > 0 && (
        <Alert tone="danger">
          <ul className="list-disc pl-4">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={pending} loadingText="Enviando...">
          {submitLabel}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Voltar
        </Button>
      </div>
    </form>
  )
}
