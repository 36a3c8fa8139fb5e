import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { changeEmailSchema, changePasswordFormSchema } from '#domain/accountSecurity'
import { accountSecurityMessages } from '#domain/messages/auth'
import { CurrentPasswordField, NewPasswordFields } from '../auth/PasswordFields'
import { useSession } from '../auth/session'
import { FormSection } from '../ui/FormSection'
import { Page } from '../shell/Layout'
import { PageHeader } from '../shell/PageHeader'
import { Alert } from '../ui/Alert'
import { Button } from '../ui/Button'
import { showServerFieldErrors, TextField } from '../ui/Field'
import { toast } from '../ui/toast'
import { ChatEmailPreference } from './ChatEmailPreference'
import { EarlyAccessEmailPreference } from './EarlyAccessEmailPreference'
import { InvitationsPreference } from '../invitations/InvitationsPreference'
import { PushPreferences } from '../pwa/PushPreferences'
import { useChangePassword, useRequestEmailChange } from './queries'
import { useSay } from '../ui/wording'

/**
 * /conta/seguranca: the account's password and e-mail, each changed with the current password.
 * The server decides (server/account/accountSecurity.ts); these forms only ask for what it needs.
 */
export function AccountSecurityPage() {
  const { data: session } = useSession()
  const user = session?.user
  if (!user) return null
  return (
    <Page>
      <div className="mx-auto flex max-w-2xl flex-col gap-6">
        <PageHeader
          title={accountSecurityMessages.title}
          description="Troque a senha ou o email da sua conta (a senha atual é sempre pedida) e escolha os e-mails que quer receber."
        />
        <PasswordForm />
        <EmailForm email={user.email} pendingEmail={user.pendingEmail} />
        {(user.roles.includes('barber') || user.roles.includes('barbershop')) && <ChatEmailPreference userId={user.id} enabled={user.chatEmailNotifications} />}
        {user.roles.includes('barber') && <EarlyAccessEmailPreference userId={user.id} enabled={user.earlyAccessEmails} />}
        {user.roles.includes('barber') && <InvitationsPreference enabled={user.invitationsEnabled} />}
        <PushPreferences roles={user.roles} />
      </div>
    </Page>
  )
}

type PasswordValues = z.input<typeof changePasswordFormSchema>

function PasswordForm() {
  const say = useSay()
  const change = useChangePassword()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<PasswordValues>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: { currentPassword: '', newPassword: '', confirmation: '' } })

  const submit = handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          reset()
          toast.success(accountSecurityMessages.passwordChanged, { description: accountSecurityMessages.passwordChangedDetail })
        },
        onError: (error) => {
          showServerFieldErrors(error, ['currentPassword', 'newPassword'], setError)
          toast.error(accountSecurityMessages.passwordChangeFailed, { description: error.message })
        },
      },
    ),
  )

  return (
    <form onSubmit={submit} noValidate>
      <FormSection title="Trocar senha" description="As outras sessões da sua conta são encerradas; esta continua aberta.">
        <CurrentPasswordField field={register('currentPassword')} error={errors.currentPassword?.message} />
        <NewPasswordFields
          password={{ field: register('newPassword'), error: errors.newPassword?.message }}
          confirmation={{ field: register('confirmation'), error: errors.confirmation?.message }}
        />
        <Button type="submit" className="self-start" loading={change.isPending} loadingText={say('Salvando...', 'A guardar...')}>
          {say('Salvar nova senha', 'Guardar nova senha')}
        </Button>
      </FormSection>
    </form>
  )
}

type EmailValues = z.input<typeof changeEmailSchema>

function EmailForm({ email, pendingEmail }: { email: string; pendingEmail: string | null }) {
  const change = useRequestEmailChange()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<EmailValues, unknown, z.output<typeof changeEmailSchema>>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { newEmail: '', currentPassword: '' },
  })

  const submit = handleSubmit((data) =>
    change.mutate(data, {
      onSuccess: () => {
        reset()
        toast.success(accountSecurityMessages.emailChangeSent, { description: accountSecurityMessages.emailChangeSentDetail(data.newEmail) })
      },
      onError: (error) => {
        showServerFieldErrors(error, ['newEmail', 'currentPassword'], setError)
        toast.error(accountSecurityMessages.emailChangeFailed, { description: error.message })
      },
    }),
  )

  return (
    <form onSubmit={submit} noValidate>
      <FormSection
        title="Trocar email"
        description={
          <>
            Email atual: <strong className="font-semibold text-stone-900 break-all">{email}</strong>. Enviamos um link para o novo endereço, e ele vale só
            depois de confirmado; avisamos também o email atual.
          </>
        }
      >
        {pendingEmail && (
          <Alert tone="warning" className="wrap-anywhere" title={accountSecurityMessages.emailChangeSent}>
            {accountSecurityMessages.emailChangeSentDetail(pendingEmail)}
          </Alert>
        )}
        <TextField label="Novo email" type="email" inputMode="email" autoComplete="email" required error={errors.newEmail?.message} {...register('newEmail')} />
        <CurrentPasswordField field={register('currentPassword')} error={errors.currentPassword?.message} />
        <Button type="submit" className="self-start" loading={change.isPending} loadingText="Enviando...">
          Enviar link de confirmação
        </Button>
      </FormSection>
    </form>
  )
}
