import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { useSearchParams } from 'react-router-dom'
import type { z } from 'zod'
import { resetMessages } from '#domain/messages/auth'
import { forgotPasswordSchema } from '#domain/signup'
import { ApiError } from '../api/client'
import { Alert } from '../ui/Alert'
import { Button, ButtonLink } from '../ui/Button'
import { Card } from '../ui/Card'
import { TextField } from '../ui/Field'
import { PageSpinner } from '../ui/Spinner'
import { toast } from '../ui/toast'
import { AuthFrame } from './AuthFrame'
import { ProofOfWorkChallenge } from './ProofOfWorkChallenge'
import { useProofOfWork } from './proofOfWork'
import { useResendVerification, useVerifyEmail } from './queries'

const missingToken = 'Este link de confirmação está incompleto. Abra o link do email que enviamos ou peça um novo abaixo.'

/** /verificar-email?token=… : confirms the address from the sign-up e-mail, once. */
export function VerifyEmailPage() {
  const [params] = useSearchParams()
  const token = params.get('token')
  const verification = useVerifyEmail()
  const { mutate: verify } = verification
  const sent = useRef(false)

  useEffect(() => {
    // StrictMode runs effects twice in development, and a confirmation link works only once.
    if (!token || sent.current) return
    sent.current = true
    verify(token)
  }, [token, verify])

  if (token && (verification.isIdle || verification.isPending)) return <PageSpinner label="Confirmando seu email..." />

  const expired = verification.error instanceof ApiError && verification.error.status === 410
  return (
    <AuthFrame title="Confirmação de email">
      {verification.isSuccess ? (
        <>
          <Alert tone="success">{verification.data.message}</Alert>
          <ButtonLink to="/auth" size="lg" className="w-full">
            Entrar
          </ButtonLink>
        </>
      ) : (
        <>
          <Alert tone={expired ? 'warning' : 'danger'} title={expired ? 'Link expirado' : 'Não foi possível confirmar seu email'}>
            {verification.error?.message ?? missingToken}
          </Alert>
          {!expired && (
            <ButtonLink to="/auth" variant="outline" size="lg" className="w-full">
              Entrar
            </ButtonLink>
          )}
          <Card className="p-4 sm:p-6">
            <ResendVerificationForm />
          </Card>
        </>
      )}
    </AuthFrame>
  )
}

type ResendValues = z.input<typeof forgotPasswordSchema>

function ResendVerificationForm() {
  const resend = useResendVerification()
  const proof = useProofOfWork()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResendValues, unknown, z.output<typeof forgotPasswordSchema>>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } })

  const submit = handleSubmit(({ email }) =>
    resend.mutate(email, {
      onSuccess: ({ message }) => toast.success(resetMessages.sent, { description: message }),
      onError: (error) => {
        if (!proof.asked(error)) toast.error(resetMessages.sendFailed, { description: error.message })
      },
    }),
  )
  const solved = (payload: string) => {
    proof.solved(payload)
    void submit()
  }

  // POST: sent before the script took over, nothing typed goes into the address (schemaForm.ts formProps).
  return (
    <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div>
        <h2 className="text-lg font-semibold text-stone-900">Receber um novo link</h2>
        <p className="mt-1 text-sm text-stone-600">Informe o email da sua conta e enviaremos outro link de confirmação.</p>
      </div>
      <TextField label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email')} />
      {resend.isSuccess && <Alert tone="success">{resend.data.message}</Alert>}
      {proof.request && <ProofOfWorkChallenge key={proof.request.round} message={proof.request.message} onSolved={solved} />}
      <Button type="submit" size="lg" className="w-full" loading={resend.isPending} loadingText="Enviando...">
        Reenviar email de confirmação
      </Button>
    </form>
  )
}
