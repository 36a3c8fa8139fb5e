import { zodResolver } from '@hookform/resolvers/zod'
import type { ReactNode } from 'react'
import { useForm, type UseFormSetError } from 'react-hook-form'
import { jobFormSchema, type JobFormData, type JobFormInput } from '../../domain/jobForm'
import {
  CONTRACT_TYPES,
  contractTypeLabels,
  DEFAULT_CONTRACT_TYPE,
  EXPERIENCE_OPTIONS,
  experienceLabel,
  JOB_DESCRIPTION_MIN,
  salaryPlaceholder,
} from '../../domain/jobs'
import type { Country } from '../../domain/locations'
import { Button } from '../ui/Button'
import { ContactsHiddenNote } from '../ui/ContactsHiddenNote'
import { SelectField, TextAreaField, TextField } from '../ui/Field'

const emptyJobForm: JobFormInput = { title: '', description: '', salary: '', schedule: '', contractType: DEFAULT_CONTRACT_TYPE, experienceRequired: 0 }

/** The form's fields, for the server's field errors (showServerFieldErrors). */
export const jobFormFields = ['title', 'description', 'salary', 'schedule', 'contractType', 'experienceRequired'] as const

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
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<JobFormInput, unknown, JobFormData>({ resolver: zodResolver(jobFormSchema), defaultValues })
  const descriptionLength = watch('description')?.trim().length ?? 0

  return (
    <form noValidate onSubmit={handleSubmit((data) => onSubmit(data, setError))} className="flex flex-col gap-5">
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
      <TextField
        label="Salário ou remuneração"
        placeholder={salaryPlaceholder(country)}
        hint="Deixe em branco para mostrar “A combinar”."
        autoComplete="off"
        error={errors.salary?.message}
        {...register('salary')}
      />
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
              {contractTypeLabels[type]}
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
      <div className="flex flex-col-reverse gap-3 border-t border-stone-100 pt-5 sm:flex-row sm:justify-end">
        {secondaryAction}
        <Button type="submit" size="lg" loading={pending} loadingText={pendingLabel}>
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
