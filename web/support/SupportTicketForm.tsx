import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { hasRole } from '#domain/roles'
import type { SessionUser } from '#domain/session'
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SUBJECT_MAX,
  supportMessages,
  supportTicketSchema,
  type SupportTicketData,
  type SupportTicketInput,
} from '#domain/support'
import { useShopJobOptions } from '../applications/queries'
import { FormSection } from '../ui/FormSection'
import { Button } from '../ui/Button'
import { SelectField, showServerFieldErrors, TextAreaField, TextField } from '../ui/Field'
import { toast } from '../ui/toast'
import { useMyApplicationOptions, useOpenTicket } from './queries'

const empty: SupportTicketInput = { subject: '', message: '', job: '', application: '' }

/**
 * Assunto, Mensagem and, for a shop, one of its jobs or, for a barber, one of its applications.
 * The server checks the same schema and refuses a link to someone else's record.
 */
export function SupportTicketForm({ user }: { user: SessionUser }) {
  const shop = hasRole(user, 'barbershop')
  const barber = hasRole(user, 'barber')
  const jobs = useShopJobOptions(shop ? user.id : undefined)
  const applications = useMyApplicationOptions(user.id, barber)
  const open = useOpenTicket()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<SupportTicketInput, unknown, SupportTicketData>({ resolver: zodResolver(supportTicketSchema), defaultValues: empty })

  const submit = handleSubmit((ticket) =>
    open.mutate(ticket, {
      onSuccess: () => {
        reset(empty)
        toast.success(supportMessages.created)
      },
      onError: (error) => {
        showServerFieldErrors(error, ['subject', 'message', 'job', 'application'], setError)
        toast.error(supportMessages.createFailed, { description: error.message })
      },
    }),
  )

  return (
    <form onSubmit={submit} noValidate>
      <FormSection title="Abrir chamado" description="Conte o que aconteceu. Respondemos por email e nesta página.">
        <TextField label="Assunto" required maxLength={SUPPORT_SUBJECT_MAX} error={errors.subject?.message} {...register('subject')} />
        <TextAreaField label="Mensagem" required rows={6} maxLength={SUPPORT_MESSAGE_MAX} error={errors.message?.message} {...register('message')} />
        {shop && (
          <SelectField label="Vaga relacionada (opcional)" error={errors.job?.message} disabled={!jobs.data?.length} {...register('job')}>
            <option value="">Nenhuma</option>
            {jobs.data?.map((job) => (
              <option key={job.id} value={job.id}>
                {job.title}
              </option>
            ))}
          </SelectField>
        )}
        {barber && (
          <SelectField
            label="Candidatura relacionada (opcional)"
            error={errors.application?.message}
            disabled={!applications.data?.length}
            {...register('application')}
          >
            <option value="">Nenhuma</option>
            {applications.data?.map((application) => (
              <option key={application.id} value={application.id}>
                {[application.jobTitle, application.shopName].filter(Boolean).join(' · ')}
              </option>
            ))}
          </SelectField>
        )}
        <Button type="submit" className="self-start" loading={open.isPending} loadingText="Enviando...">
          Enviar chamado
        </Button>
      </FormSection>
    </form>
  )
}
