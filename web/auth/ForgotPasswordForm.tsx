import { ArrowLeft } from 'lucide-react'
import { useEffect, useRef } from 'react'
import type { z } from 'zod'
import { resetMessages } from '#domain/messages/auth'
import type { forgotPasswordSchema } from '#domain/signup'
import { Alert } from '../ui/Alert'
import { Button } from '../ui/Button'
import { TextField } from '../ui/Field'
import { lazySchema, useSchemaForm } from '../ui/schemaForm'
import { toast } from '../ui/toast'
import { linkButtonClasses } from './AuthFrame'
import { ProofOfWorkChallenge } from './ProofOfWorkChallenge'
import { useProofOfWork } from './proofOfWork'
import { useForgotPassword } from './queries'

/** Spec §8: back to the login two seconds after the e-mail is sent. */
const AFTER_SENT_DELAY_MS = 2000

type ForgotValues = z.input<typeof forgotPasswordSchema>

const schema = lazySchema(() => import('#domain/signup').then((module) => module.forgotPasswordSchema))

/** Asks for a password reset link (the e-mail only). */
export function ForgotPasswordForm({
  defaultEmail = '',
  focusOnMount = false,
  onSent,
  onBack,
}: {
  defaultEmail?: string
  /** Set when the form appears after an in-page switch, so the keyboard focus is not lost. */
  focusOnMount?: boolean
  onSent: (email: string) => void
  onBack?: (email: string) => void
}) {
  const forgot = useForgotPassword()
  const proof = useProofOfWork()
  const { register, handleSubmit, getValues, setFocus, errors, formProps } = useSchemaForm<ForgotValues, z.output<typeof forgotPasswordSchema>>({
    schema,
    defaultValues: { email: defaultEmail },
  })
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => {
    if (focusOnMount) setFocus('email')
  }, [focusOnMount, setFocus])
  useEffect(() => () => clearTimeout(timer.current), [])

  const submit = handleSubmit(({ email }) =>
    forgot.mutate(email, {
      onSuccess: ({ message }) => {
        toast.success(resetMessages.sent, { description: message })
        timer.current = setTimeout(() => onSent(email), AFTER_SENT_DELAY_MS)
      },
      onError: (error) => {
        if (!proof.asked(error)) toast.error(resetMessages.sendFailed, { description: error.message })
      },
    }),
  )

  const solved = (payload: string) => {
    proof.solved(payload)
    void submit()
  }

  return (
    <form onSubmit={submit} {...formProps} className="flex flex-col gap-4">
      <div>
        <h2 className="text-lg font-semibold text-stone-900">Recuperar senha</h2>
        <p className="mt-1 text-sm text-stone-600">Informe o email da sua conta e enviaremos um link para você criar uma nova senha.</p>
      </div>
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
      {forgot.isSuccess && <Alert tone="success">{forgot.data.message}</Alert>}
      {proof.request && <ProofOfWorkChallenge key={proof.request.round} message={proof.request.message} onSolved={solved} />}
      <Button type="submit" size="lg" className="w-full" loading={forgot.isPending} loadingText="Enviando..." disabled={forgot.isSuccess}>
        Enviar link de recuperação
      </Button>
      {onBack && (
        <button type="button" className={linkButtonClasses('inline-flex items-center gap-1 self-center')} onClick={() => onBack(getValues('email'))}>
          <ArrowLeft className="size-4" aria-hidden="true" /> Voltar para o login
        </button>
      )}
    </form>
  )
}
