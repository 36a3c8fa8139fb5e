import { useEffect, useState } from 'react'
import type { z } from 'zod'
import { loginMessages, resetMessages } from '#domain/messages/auth'
import type { loginSchema } from '#domain/signup'
import { Alert } from '../ui/Alert'
import { Button } from '../ui/Button'
import { TextField } from '../ui/Field'
import { lazySchema, useSchemaForm } from '../ui/schemaForm'
import { toast } from '../ui/toast'
import { linkButtonClasses } from './AuthFrame'
import { ProofOfWorkChallenge } from './ProofOfWorkChallenge'
import { useProofOfWork } from './proofOfWork'
import { useResendVerification } from './queries'
import { LOGIN_ERROR_TOAST, type useLogin } from './session'

type LoginValues = z.input<typeof loginSchema>

const schema = lazySchema(() => import('#domain/signup').then((module) => module.loginSchema))

/**
 * Email and password. The sign-in itself belongs to the screen (it decides where a signed-in user
 * goes), so the mutation comes from there.
 */
export function LoginForm({
  login,
  defaultEmail = '',
  focusOnMount = false,
  onForgotPassword,
}: {
  login: ReturnType<typeof useLogin>
  defaultEmail?: string
  /** Set when the form appears after an in-page switch, so the keyboard focus is not lost. */
  focusOnMount?: boolean
  onForgotPassword: (email: string) => void
}) {
  const { register, handleSubmit, getValues, setFocus, errors, formProps } = useSchemaForm<LoginValues, z.output<typeof loginSchema>>({
    schema,
    defaultValues: { email: defaultEmail, password: '' },
  })
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null)
  const resend = useResendVerification()
  const proof = useProofOfWork()

  useEffect(() => {
    if (focusOnMount) setFocus(getValues('email') ? 'password' : 'email')
  }, [focusOnMount, getValues, setFocus])

  const submit = handleSubmit((credentials) => {
    setUnconfirmedEmail(null)
    login.mutate(credentials, {
      onError: (error) => {
        if (proof.asked(error)) return
        toast.error(loginMessages.title, { description: error.message, id: LOGIN_ERROR_TOAST })
        if (error.message === loginMessages.emailNotVerified) setUnconfirmedEmail(credentials.email)
      },
    })
  })

  const resendConfirmation = (email: string) =>
    resend.mutate(email, {
      onSuccess: ({ message }) => toast.success(resetMessages.sent, { description: message }),
      onError: (error) => {
        if (!proof.asked(error)) toast.error(resetMessages.sendFailed, { description: error.message })
      },
    })

  // The solution goes with the next try of what was asked: signing in, or the confirmation e-mail.
  const solved = (payload: string) => {
    proof.solved(payload)
    if (resend.isError) resendConfirmation(unconfirmedEmail!)
    else void submit()
  }

  return (
    <form onSubmit={submit} {...formProps} className="flex flex-col gap-4">
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
      <div className="flex flex-col gap-2">
        <TextField label="Senha" type="password" autoComplete="current-password" error={errors.password?.message} {...register('password')} />
        <button type="button" className={linkButtonClasses('self-end')} onClick={() => onForgotPassword(getValues('email'))}>
          Esqueci minha senha
        </button>
      </div>
      {unconfirmedEmail && (
        <Alert tone="warning" title={loginMessages.emailNotVerified}>
          <p>
            Abra o link que enviamos para <strong className="break-all">{unconfirmedEmail}</strong>. Não encontrou o email? Confira o spam ou peça um novo.
          </p>
          <Button
            variant="outline"
            size="sm"
            className="mt-3"
            loading={resend.isPending}
            loadingText="Enviando..."
            onClick={() => resendConfirmation(unconfirmedEmail)}
          >
            Reenviar email de confirmação
          </Button>
        </Alert>
      )}
      {proof.request && <ProofOfWorkChallenge key={proof.request.round} message={proof.request.message} onSolved={solved} />}
      <Button type="submit" size="lg" className="w-full" loading={login.isPending} loadingText="Entrando...">
        Entrar
      </Button>
    </form>
  )
}
