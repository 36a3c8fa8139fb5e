import type { ReactNode } from 'react'
import { Plus, Trash2 } from 'lucide-react'
import { useFieldArray, useForm, type Control, type FieldErrors, type UseFormRegister, type UseFormSetError } from 'react-hook-form'
import type { JobFormData, JobFormInput } from '#domain/jobForm'
import {
  CONTRACT_TYPES,
  contractTypeLabelsOf,
  DEFAULT_CONTRACT_TYPE,
  EXPERIENCE_OPTIONS,
  experienceLabel,
  JOB_DESCRIPTION_MIN,
  JOB_OPENINGS_MAX,
  JOB_OPENINGS_MIN,
} from '#domain/jobs'
import { currencySymbol } from '#domain/money'
import { isPercentKind, maskMoneyAmount, maskPercent, PAY_KINDS, PAY_NOTE_MAX, payKindLabels, type PayKind } from '#domain/pay'
import type { Country } from '#domain/locations'
import { CHAIR_RENTAL, RENT_PERIODS, rentPeriodOptionLabels, rentWord } from '#domain/rent'
import { SCREENING_KINDS, SCREENING_QUESTION_MAX, SCREENING_QUESTIONS_MAX, screeningKindLabels } from '#domain/screeningQuestions'
import { Button } from '../ui/Button'
import { ContactsHiddenNote } from '../ui/ContactsHiddenNote'
import { masked, SelectField, TextAreaField, TextField } from '../ui/Field'
import { lazyResolver } from '../ui/lazyResolver'
import { lazySchema } from '../ui/schemaForm'

const schema = lazySchema(() => import('#domain/jobForm').then((module) => module.jobFormSchema))

const emptyJobForm: JobFormInput = {
  title: '',
  description: '',
  payKind: '',
  payMin: '',
  payMax: '',
  payCommission: '',
  payNote: '',
  rentAmount: '',
  rentPeriod: 'month',
  schedule: '',
  contractType: DEFAULT_CONTRACT_TYPE,
  experienceRequired: 0,
  urgent: false,
  openings: 1,
  screeningQuestions: [],
}

/** The form's fields, for the server's field errors (showServerFieldErrors). */
export const jobFormFields = [
  'title',
  'description',
  'payKind',
  'payMin',
  'payMax',
  'payCommission',
  'payNote',
  'rentAmount',
  'rentPeriod',
  'schedule',
  'contractType',
  'experienceRequired',
  'urgent',
  'openings',
  'screeningQuestions',
] as const

/**
 * The job form of spec §5 (post and edit): title and description required with the spec's
 * messages; salary, schedule, contract type and minimum experience optional. `country` is the
 * shop's (a job's country is copied from it): its money is the salary's example.
 */
export function JobForm({
  defaultValues = emptyJobForm,
  country,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
  secondaryAction,
}: {
  defaultValues?: JobFormInput
  country: Country
  submitLabel: string
  pendingLabel: string
  pending: boolean
  onSubmit: (data: JobFormData, setError: UseFormSetError<JobFormInput>) => void
  secondaryAction?: ReactNode
}) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<JobFormInput, unknown, JobFormData>({ resolver: lazyResolver(schema), defaultValues })
  const descriptionLength = watch('description')?.trim().length ?? 0
  const payKind = watch('payKind') || ''
  const chairRental = watch('contractType') === CHAIR_RENTAL

  return (
    <form
      noValidate
      onSubmit={handleSubmit((data) => onSubmit(data, setError))}
      onFocus={schema.preload}
      onPointerDown={schema.preload}
      className="flex flex-col gap-5"
    >
      <ContactsHiddenNote className="-mb-1" />
      <TextField
        label="Título da vaga"
        required
        placeholder="Ex.: Barbeiro com experiência em degradê"
        autoComplete="off"
        error={errors.title?.message}
        {...register('title')}
      />
      <TextAreaField
        label="Descrição"
        required
        rows={6}
        placeholder="Conte como é o dia a dia, o que a barbearia oferece e o que espera do profissional."
        hint={
          descriptionLength < JOB_DESCRIPTION_MIN
            ? `Mínimo de ${JOB_DESCRIPTION_MIN} caracteres (${descriptionLength}/${JOB_DESCRIPTION_MIN}).`
            : `${descriptionLength} caracteres.`
        }
        error={errors.description?.message}
        {...register('description')}
      />
      <PayFields country={country} register={register} errors={errors} kind={payKind} />
      <TextField
        label="Horário"
        placeholder="Ex.: Terça a sábado, das 9h às 19h"
        autoComplete="off"
        error={errors.schedule?.message}
        {...register('schedule')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField label="Tipo de contrato" error={errors.contractType?.message} {...register('contractType')}>
          {CONTRACT_TYPES.map((type) => (
            <option key={type} value={type}>
              {contractTypeLabelsOf(country)[type]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Experiência mínima" error={errors.experienceRequired?.message} {...register('experienceRequired')}>
          {EXPERIENCE_OPTIONS.map((years) => (
            <option key={years} value={years}>
              {experienceLabel(years)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="grid gap-5 sm:grid-cols-2 sm:items-start">
        <TextField
          label="Quantos barbeiros a vaga precisa"
          type="number"
          inputMode="numeric"
          min={JOB_OPENINGS_MIN}
          max={JOB_OPENINGS_MAX}
          hint={`De ${JOB_OPENINGS_MIN} a ${JOB_OPENINGS_MAX}. Com mais de um, os cartões mostram “Precisa de 2 barbeiros”.`}
          error={errors.openings?.message}
          {...register('openings')}
        />
        <label className="flex items-start gap-3 rounded-xl border border-stone-200 p-4 text-sm">
          <input type="checkbox" className="mt-0.5 size-4 accent-red-700" {...register('urgent')} />
          <span>
            <span className="font-semibold text-stone-900">Vaga urgente</span>
            <span className="block text-stone-600">A vaga aparece como “Urgente” e entra no filtro “Só urgentes”.</span>
          </span>
        </label>
      </div>
      {chairRental && <RentFields country={country} register={register} errors={errors} />}
      <ScreeningQuestionFields control={control} register={register} errors={errors} />
      <div className="flex flex-col-reverse gap-3 border-t border-stone-100 pt-5 sm:flex-row sm:justify-end">
        {secondaryAction}
        <Button type="submit" size="lg" loading={pending} loadingText={pendingLabel}>
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}

/** A typical pay of each kind, in whole units of each country's money (or percentage points). */
const examples: Record<PayKind, Record<Country, string>> = {
  monthly: { BR: '2.500', PT: '1000' },
  salary_commission: { BR: '1.800', PT: '900' },
  daily: { BR: '150', PT: '60' },
  per_service: { BR: '30', PT: '10' },
  commission: { BR: '50', PT: '50' },
}

/**
 * The pay as a structure (decision 0036): how it is paid, then the amounts that kind takes, typed
 * through the money or percentage mask, and a free note. Nothing chosen reads 'A combinar'.
 */
function PayFields({
  country,
  kind,
  register,
  errors,
}: {
  country: Country
  kind: PayKind | ''
  register: UseFormRegister<JobFormInput>
  errors: FieldErrors<JobFormInput>
}) {
  const percent = kind !== '' && isPercentKind(kind)
  const mask = percent ? maskPercent : (value: string) => maskMoneyAmount(value, country)
  const unit = percent ? '%' : currencySymbol(country)
  const period = kind === 'daily' ? ' por dia' : kind === 'per_service' ? ' por serviço' : kind === 'monthly' || kind === 'salary_commission' ? ' por mês' : ''
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-stone-200 p-4">
      <legend className="px-1 text-sm font-semibold text-stone-900">Remuneração</legend>
      <SelectField
        label="Forma de remuneração"
        hint={kind ? undefined : 'Sem escolha, a vaga mostra “A combinar”.'}
        error={errors.payKind?.message}
        {...register('payKind')}
      >
        <option value="">A combinar</option>
        {PAY_KINDS.map((each) => (
          <option key={each} value={each}>
            {payKindLabels[each]}
          </option>
        ))}
      </SelectField>
      {kind && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={`${kind === 'salary_commission' ? 'Salário' : percent ? 'Comissão' : 'Valor'} (${unit}${period})`}
            inputMode={percent ? 'decimal' : 'numeric'}
            placeholder={`Ex.: ${examples[kind][country]}`}
            autoComplete="off"
            error={errors.payMin?.message}
            {...masked(register('payMin'), mask)}
          />
          <TextField
            label={`Até (${unit}, opcional)`}
            hint="Para uma faixa: o valor mais alto."
            inputMode={percent ? 'decimal' : 'numeric'}
            autoComplete="off"
            error={errors.payMax?.message}
            {...masked(register('payMax'), mask)}
          />
          {kind === 'salary_commission' && (
            <TextField
              label="Comissão (%)"
              inputMode="decimal"
              placeholder="Ex.: 40"
              autoComplete="off"
              error={errors.payCommission?.message}
              {...masked(register('payCommission'), maskPercent)}
            />
          )}
        </div>
      )}
      <TextField
        label="Observação (opcional)"
        placeholder="Ex.: + gorjetas, vale-transporte"
        maxLength={PAY_NOTE_MAX}
        autoComplete="off"
        error={errors.payNote?.message}
        {...register('payNote')}
      />
    </fieldset>
  )
}

/**
 * 'Aluguel de cadeira' (issue 40, decision 0066): what the barber pays the shop for the chair and for
 * how long, apart from the pay above, which stays for what the shop also pays (if anything).
 */
function RentFields({ country, register, errors }: { country: Country; register: UseFormRegister<JobFormInput>; errors: FieldErrors<JobFormInput> }) {
  const rent = rentWord(country)
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-stone-200 p-4">
      <legend className="px-1 text-sm font-semibold text-stone-900">{rent} da cadeira</legend>
      <p className="-mt-2 text-sm text-stone-600">
        Quanto o barbeiro paga à barbearia pela cadeira. Aparece como {rent.toLowerCase()}, nunca como remuneração; deixe a remuneração em “A combinar” se a
        barbearia não paga nada além disso.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={`Valor do ${rent.toLowerCase()} (${currencySymbol(country)})`}
          inputMode="numeric"
          placeholder={country === 'PT' ? 'Ex.: 60' : 'Ex.: 150'}
          hint={`Sem valor, a vaga mostra “${rent} a combinar”.`}
          autoComplete="off"
          error={errors.rentAmount?.message}
          {...masked(register('rentAmount'), (value) => maskMoneyAmount(value, country))}
        />
        <SelectField label="Período" error={errors.rentPeriod?.message} {...register('rentPeriod')}>
          {RENT_PERIODS.map((period) => (
            <option key={period} value={period}>
              {rentPeriodOptionLabels[period]}
            </option>
          ))}
        </SelectField>
      </div>
    </fieldset>
  )
}

/**
 * Up to three questions the barber answers when applying (issue 40, decision 0061): a yes/no or a
 * short answer, required or not. Each row keeps the id the server gave it (react-hook-form's own
 * key is `key`, not `id`), so an edit stays the same question for the applicants' filter.
 */
function ScreeningQuestionFields({
  control,
  register,
  errors,
}: {
  control: Control<JobFormInput>
  register: UseFormRegister<JobFormInput>
  errors: FieldErrors<JobFormInput>
}) {
  const { fields, append, remove } = useFieldArray({ control, name: 'screeningQuestions', keyName: 'key' })
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-stone-200 p-4">
      <legend className="px-1 text-sm font-semibold text-stone-900">Perguntas para os candidatos (opcional)</legend>
      <p className="-mt-2 text-sm text-stone-600">
        Até {SCREENING_QUESTIONS_MAX} perguntas que o barbeiro responde ao se candidatar, como “Tem experiência com navalhado?” ou “Pode aos sábados?”.
      </p>
      {fields.map((field, index) => (
        <div key={field.key} className="flex flex-col gap-3 rounded-lg bg-stone-50 p-3">
          <TextField
            label={`Pergunta ${index + 1}`}
            maxLength={SCREENING_QUESTION_MAX}
            autoComplete="off"
            error={errors.screeningQuestions?.[index]?.text?.message}
            {...register(`screeningQuestions.${index}.text`)}
          />
          <div className="flex flex-wrap items-end gap-x-5 gap-y-3">
            <SelectField label="Resposta" containerClassName="min-w-44 flex-1" {...register(`screeningQuestions.${index}.kind`)}>
              {SCREENING_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {screeningKindLabels[kind]}
                </option>
              ))}
            </SelectField>
            <label className="flex min-h-11 items-center gap-2 text-sm text-stone-800">
              <input type="checkbox" className="size-4 accent-brand-700" {...register(`screeningQuestions.${index}.required`)} />
              Obrigatória
            </label>
            <Button type="button" variant="ghost" size="sm" onClick={() => remove(index)}>
              <Trash2 className="size-4" aria-hidden="true" /> Remover<span className="sr-only"> a pergunta {index + 1}</span>
            </Button>
          </div>
        </div>
      ))}
      {errors.screeningQuestions?.message && (
        <p role="alert" className="text-sm text-red-700">
          {errors.screeningQuestions.message}
        </p>
      )}
      {fields.length < SCREENING_QUESTIONS_MAX && (
        <Button type="button" variant="outline" className="self-start" onClick={() => append({ text: '', kind: 'yesno', required: false })}>
          <Plus className="size-4" aria-hidden="true" /> Adicionar pergunta
        </Button>
      )}
    </fieldset>
  )
}
