import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { INVITATION_NOTE_MAX } from '#domain/invitations'
import type { InviteForm } from '#domain/invitationForms'
import { invitationMessages } from '#domain/messages/invitations'
import { messageOr } from '../api/client'
import { useShopJobOptions } from '../applications/queries'
import { Button, ButtonLink } from '../ui/Button'
import { ContactsHiddenNote } from '../ui/ContactsHiddenNote'
import { SelectField, TextAreaField } from '../ui/Field'
import { lazyResolver } from '../ui/lazyResolver'
import { lazySchema } from '../ui/schemaForm'
import { Spinner } from '../ui/Spinner'
import { toast } from '../ui/toast'
import { useSay } from '../ui/wording'
import { useSendInvitation } from './queries'
import { useModalDialog } from '../ui/useModalDialog'

const schema = lazySchema(() => import('#domain/invitationForms').then((module) => module.inviteFormSchema))

type FormValues = { job: string; note: string }

/**
 * 'Convidar para uma vaga' (decision 0067): one of the shop's active jobs and an optional note,
 * with the note that contacts stay hidden. A modal <dialog>: the focus stays inside, Escape closes it.
 * The server decides the rest (one invitation per barber and job, 20 a day, the barber's switch)
 * and its refusal is shown as it says it.
 */
export function InviteDialog({
  open,
  shopUserId,
  barberId,
  barberName,
  onClose,
}: {
  open: boolean
  shopUserId: number
  barberId: number
  barberName: string
  onClose: () => void
}) {
  const dialog = useModalDialog(open)
  const titleId = useId()
  const say = useSay()
  const jobs = useShopJobOptions(open ? shopUserId : undefined)
  const active = (jobs.data ?? []).filter((job) => job.status === 'active')
  const send = useSendInvitation()
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors },
  } = useForm<FormValues, unknown, InviteForm>({ resolver: lazyResolver(schema), defaultValues: { job: '', note: '' } })
  const noteLength = watch('note')?.length ?? 0

  const submit = handleSubmit((form) =>
    send.mutate(
      { barber: barberId, job: form.job, note: form.note || undefined },
      {
        onSuccess: () => {
          toast.success(invitationMessages.sent, { description: `${barberName} recebe o convite no app e por e-mail.` })
          reset()
          onClose()
        },
        onError: (error) => toast.error(invitationMessages.sendFailed, { description: messageOr(error, 'Tente novamente.') }),
      },
    ),
  )

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg rounded-2xl border border-stone-200 bg-white p-0 text-stone-900 shadow-xl backdrop:bg-stone-950/50"
    >
      <form noValidate onSubmit={submit} onFocus={schema.preload} className="flex flex-col gap-5 p-6">
        <div>
          <h2 id={titleId} className="text-lg font-semibold">
            {invitationMessages.invite}
          </h2>
          <p className="mt-1 text-sm break-words text-stone-600">Convide {barberName} para se candidatar a uma das suas vagas ativas.</p>
        </div>
        {jobs.isPending ? (
          <Spinner label={say('Carregando suas vagas...', 'A carregar as suas vagas...')} />
        ) : active.length === 0 ? (
          <div className="flex flex-col gap-3 text-sm text-stone-700">
            <p>{say('Você não tem vagas ativas.', 'Não tem vagas ativas.')} Publique uma vaga para convidar barbeiros.</p>
            <ButtonLink to="/anunciar-vaga" variant="outline">
              Anunciar Vaga
            </ButtonLink>
          </div>
        ) : (
          <>
            <SelectField label="Vaga" required error={errors.job?.message} {...register('job')}>
              <option value="">Escolha uma vaga</option>
              {active.map((job) => (
                <option key={job.id} value={job.id}>
                  {job.title}
                </option>
              ))}
            </SelectField>
            <TextAreaField
              label="Mensagem para o barbeiro (opcional)"
              rows={4}
              maxLength={INVITATION_NOTE_MAX}
              placeholder="Conte por que o perfil dele combina com a vaga."
              hint={`${noteLength}/${INVITATION_NOTE_MAX} caracteres.`}
              error={errors.note?.message}
              {...register('note')}
            />
            <ContactsHiddenNote className="-mt-2" />
          </>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onClose}>
            Cancelar
          </Button>
          {active.length > 0 && (
            <Button type="submit" loading={send.isPending} loadingText="Enviando...">
              Enviar convite
            </Button>
          )}
        </div>
      </form>
    </dialog>
  )
}
