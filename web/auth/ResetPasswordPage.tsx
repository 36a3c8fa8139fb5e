import { zodResolver } from '@hookform/resolvers/zod'
import { ArrowLeft } from 'lucide-react'
import { useState } from 'react'
import { useForm, type FieldErrors } from 'react-hook-form'
import { useNavigate, useSearchParams } from 'react-router-dom'
import type { z } from 'zod'
import { resetMessages } from '#domain/messages/auth'
import { resetPasswordSchema } from '#domain/signup'
import { ApiError } from '../api/client'
import { Alert } from '../ui/Alert'
import { Button } from '../ui/Button'
import { Card } from '../ui/Card'
import { Spinner } from '../ui/Spinner'
import { AppLink } from '../ui/navigation'
import { toast } from '../ui/toast'
import { AuthFrame, linkButtonClasses } from './AuthFrame'
import { ForgotPasswordForm } from './ForgotPasswordForm'
import { NewPasswordFields } from './PasswordFields'
import { useResetPassword, useResetTokenCheck } from './queries'

type ResetValues = z.input<typeof resetPasswordSchema>

/**
 * /recuperar-senha?token=… (spec §2, §5): the new password and its confirmation. A link that
 * arrives with `error` / `error_description`, without a token, or whose token the server no longer
 * takes (asked as the page opens, and again on saving) shows 'Erro no link de recuperação' and a
 * way to ask for a new one.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams()
  const token = params.get('token')
  const [refusal, setRefusal] = useState<string | null>(null)
  const linkProblem = params.get('error_description') || (params.get('error') || !token ? resetMessages.linkErrorDefault : null)
  const check = useResetTokenCheck(linkProblem ? null : token)
  // Only the server's "no" closes the form; a network failure leaves it to the save to find out.
  const checkRefusal = check.error instanceof ApiError && check.error.status === 400 ? check.error.message : null
  const linkError = linkProblem || refusal || checkRefusal

  return (
    <AuthFrame title="Criar nova senha" description={linkError ? undefined : 'Escolha uma nova senha para a sua conta.'}>
      {linkError || !token ? (
        <LinkError description={linkError || resetMessages.linkErrorDefault} />
      ) : check.isPending ? (
        <Spinner label="Verificando o link..." />
      ) : (
        <NewPasswordForm token={token} onRefused={setRefusal} />
      )}
      <AppLink to="/auth" className={linkButtonClasses('inline-flex items-center gap-1 self-center')}>
        <ArrowLeft className="size-4" aria-hidden="true" /> Voltar para o login
      </AppLink>
    </AuthFrame>
  )
}

function LinkError({ description }: { description: string }) {
  const navigate = useNavigate()
  return (
    <>
      <Alert tone="danger" title={resetMessages.linkErrorTitle}>
        {description}
      </Alert>
      <Card className="p-4 sm:p-6">
        <ForgotPasswordForm onSent={() => navigate('/auth')} />
      </Card>
    </>
  )
}

/** The spec's title for each rule the new password breaks (§5). */
function passwordProblemTitle(field: 'password' | 'confirmation', message: string | undefined): string {
  if (field === 'confirmation') return resetMessages.mismatchTitle
  return message === resetMessages.passwordTooShort ? resetMessages.passwordTooShortTitle : 'Senha inválida'
}

function NewPasswordForm({ token, onRefused }: { token: string; onRefused: (message: string) => void }) {
  const reset = useResetPassword()
  const navigate = useNavigate()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetValues>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { password: '', confirmation: '' } })

  const warnInvalid = (invalid: FieldErrors<ResetValues>) => {
    const field = invalid.password ? 'password' : 'confirmation'
    const message = invalid[field]?.message
    toast.error(passwordProblemTitle(field, message), { description: message })
  }

  const submit = handleSubmit(
    ({ password }) =>
      reset.mutate(
        { token, password },
        {
          onSuccess: () => {
            toast.success('Senha alterada!', { description: 'Sua nova senha já vale, e você já entrou na sua conta.' })
            navigate('/dashboard', { replace: true })
          },
          onError: (error) => {
            const passwordError = error instanceof ApiError ? error.fieldErrors.password : undefined
            if (passwordError) {
              setError('password', { message: passwordError }, { shouldFocus: true })
              toast.error(passwordProblemTitle('password', passwordError), { description: passwordError })
            } else if (error instanceof ApiError && error.status === 400) {
              onRefused(error.message)
            } else {
              toast.error('Erro ao alterar senha', { description: error.message })
            }
          },
        },
      ),
    warnInvalid,
  )

  return (
    <Card className="p-4 sm:p-6">
      {/* POST: sent before the script took over, nothing typed goes into the address (schemaForm.ts formProps). */}
      <form method="post" onSubmit={submit} noValidate className="flex flex-col gap-4">
        <NewPasswordFields
          password={{ field: register('password'), error: errors.password?.message }}
          confirmation={{ field: register('confirmation'), error: errors.confirmation?.message }}
        />
        <Button type="submit" size="lg" className="w-full" loading={reset.isPending} loadingText="Salvando...">
          Salvar nova senha
        </Button>
      </form>
    </Card>
  )
}
