import { MailCheck, Scissors, Store, type LucideIcon } from 'lucide-react'
import { useEffect, useRef, useState, type ChangeEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import { countryOfPhone, maskPhone, phoneFormats } from '#domain/contact'
import { documentKindFor, documentRules, maskDocument, normalizeDocument } from '#domain/documents'
import { COUNTRIES, countryLabels, type Country } from '#domain/locations'
import { resetMessages, signupMessages } from '#domain/messages/auth'
import { privacyMessages } from '#domain/privacy'
import type { UserType } from '#domain/roles'
import type { SignupData, SignupInput } from '#domain/signup'
import { ApiError } from '../api/client'
import { visitorCountryQuery } from '../landing/planCountry'
import { Alert } from '../ui/Alert'
import { Button } from '../ui/Button'
import { masked, TextField } from '../ui/Field'
import { cn } from '../ui/cn'
import { lazySchema, useSchemaForm } from '../ui/schemaForm'
import { toast } from '../ui/toast'
import { ProofOfWorkChallenge } from './ProofOfWorkChallenge'
import { useProofOfWork } from './proofOfWork'
import { useResendVerification, useSignup } from './queries'

/** Spec §8: the login tab opens two seconds after the duplicate e-mail toast. */
const EMAIL_TAKEN_DELAY_MS = 2000

const accountTypes: { value: UserType; label: string; icon: LucideIcon }[] = [
  { value: 'barber', label: 'Sou Barbeiro', icon: Scissors },
  { value: 'barbershop', label: 'Sou Barbearia', icon: Store },
]

/** A radio choice drawn as a button: the country and the account type. */
const choiceClasses = cn(
  'flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-stone-300 bg-white p-2 text-sm font-semibold text-stone-700 transition-colors hover:bg-stone-50',
  'has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-brand-900 has-checked:ring-1 has-checked:ring-brand-700',
  'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600',
)

const schema = lazySchema(() => import('#domain/signup').then((module) => module.signupSchema))

const fields = ['country', 'userType', 'name', 'document', 'phone', 'email', 'password'] as const satisfies readonly (keyof SignupInput)[]

/** The documents open in a new tab, so the form keeps what was typed. */
const legalLinkClasses = 'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900'

/**
 * Sign-up (spec §2, §4, §5): the country first (Brasil or Portugal, guessed from the browser's
 * languages and a phone typed with its code until the person picks one), then a barber with a CPF
 * or NIF, or a shop with a CNPJ or NIPC; the account waits for its e-mail confirmation. The
 * languages are those the server read from Accept-Language and wrote into the page
 * (`visitorCountryQuery`), never navigator.languages: the server renders this form, and the
 * browser's first render must be the same HTML ('pt-PT' would otherwise hydrate with React's #418).
 */
export function SignupForm({ defaultUserType, onLogin }: { defaultUserType: UserType; onLogin: (email: string) => void }) {
  const signup = useSignup()
  const proof = useProofOfWork()
  const { data: languageCountry } = useQuery(visitorCountryQuery)
  const [countryChosen, setCountryChosen] = useState(false)
  const { register, handleSubmit, watch, setValue, setError, clearErrors, trigger, getValues, errors, formProps } = useSchemaForm<SignupInput, SignupData>({
    schema,
    mode: 'onTouched',
    defaultValues: {
      country: languageCountry,
      userType: defaultUserType,
      name: '',
      document: '',
      phone: '',
      email: '',
      password: '',
    },
  })
  const loginTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(loginTimer.current), [])

  const userType = watch('userType')
  const country: Country = watch('country') === 'PT' ? 'PT' : 'BR'
  const kind = documentKindFor(userType, country)
  const documentFormat = documentRules[kind]
  const isShop = userType === 'barbershop'

  // A CPF typed for a barber is no CNPJ for a shop, nor a NIF for Portugal, and the other way round.
  const clearDocument = () => {
    setValue('document', '')
    clearErrors('document')
  }
  const userTypeField = register('userType', { onChange: clearDocument })
  const countryField = register('country', {
    onChange: () => {
      setCountryChosen(true)
      clearDocument()
      if (getValues('phone')) void trigger('phone')
    },
  })
  // Until the person picks a country, a phone typed with +351 or +55 says which one it is.
  const phoneField = register('phone', {
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      if (countryChosen) return
      const guess = countryOfPhone(event.target.value) ?? languageCountry
      if (guess !== country) {
        setValue('country', guess)
        clearDocument()
      }
    },
  })
  const { onChange: onDocumentChange, ...documentField } = register('document')

  // Spec §5: a wrong CPF/CNPJ shows as the user types, once it has all its characters.
  const changeDocument = (event: ChangeEvent<HTMLInputElement>) => {
    event.target.value = maskDocument(kind, event.target.value)
    void onDocumentChange(event)
    if (normalizeDocument(kind, event.target.value).length >= documentFormat.length) void trigger('document')
  }

  const submit = handleSubmit((data) =>
    signup.mutate(data, {
      onError: (error) => {
        if (proof.asked(error)) return
        const fieldErrors = error instanceof ApiError ? error.fieldErrors : {}
        if (error instanceof ApiError && error.status === 409 && fieldErrors.email) {
          setError('email', { message: fieldErrors.email })
          toast.error(signupMessages.emailTaken, { description: 'Vamos abrir o login com este email.' })
          loginTimer.current = setTimeout(() => onLogin(data.email), EMAIL_TAKEN_DELAY_MS)
          return
        }
        const wrong = fields.filter((field) => fieldErrors[field])
        wrong.forEach((field, index) => setError(field, { message: fieldErrors[field] }, { shouldFocus: index === 0 }))
        toast.error(signupMessages.title, { description: error.message })
      },
    }),
  )

  const solved = (payload: string) => {
    proof.solved(payload)
    void submit()
  }

  if (signup.isSuccess) return <SignupConfirmation email={signup.data.email} trialDays={signup.data.trialDays} onLogin={onLogin} />

  return (
    <form onSubmit={submit} {...formProps} className="flex flex-col gap-4">
      <fieldset>
        <legend className="text-sm font-medium text-stone-800">País</legend>
        <div className="mt-1.5 grid grid-cols-2 gap-2">
          {COUNTRIES.map((value) => (
            <label key={value} className={choiceClasses}>
              <input type="radio" value={value} className="sr-only" {...countryField} />
              {countryLabels[value]}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className="text-sm font-medium text-stone-800">Tipo de conta</legend>
        <div className="mt-1.5 grid grid-cols-2 gap-2">
          {accountTypes.map(({ value, label, icon: Icon }) => (
            <label key={value} className={cn(choiceClasses, 'min-h-16 flex-col gap-1 sm:min-h-12 sm:flex-row sm:gap-2')}>
              <input type="radio" value={value} className="sr-only" {...userTypeField} />
              <Icon className="size-5 shrink-0" aria-hidden="true" />
              {label}
            </label>
          ))}
        </div>
        {errors.userType && (
          <p role="alert" className="mt-1.5 text-sm text-red-700">
            {errors.userType.message}
          </p>
        )}
      </fieldset>

      <TextField
        label={isShop ? 'Nome da barbearia' : 'Nome completo'}
        autoComplete={isShop ? 'organization' : 'name'}
        required
        error={errors.name?.message}
        {...register('name')}
      />
      <TextField
        label={documentFormat.label}
        placeholder={documentFormat.placeholder}
        inputMode={documentFormat.inputMode}
        maxLength={documentFormat.maskLength}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        hint={kind === 'cnpj' ? 'Aceita também o CNPJ alfanumérico, com letras.' : undefined}
        error={errors.document?.message}
        {...documentField}
        onChange={changeDocument}
      />
      <TextField
        label="Telefone / WhatsApp"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={phoneFormats[country].placeholder}
        required
        error={errors.phone?.message}
        {...masked(phoneField, (value) => maskPhone(value, country))}
      />
      <TextField label="Email" type="email" inputMode="email" autoComplete="email" required error={errors.email?.message} {...register('email')} />
      <TextField
        label="Senha"
        type="password"
        autoComplete="new-password"
        required
        hint="Use pelo menos 6 caracteres."
        error={errors.password?.message}
        {...register('password')}
      />

      <p className="text-xs leading-relaxed text-stone-600">
        Ao criar sua conta, você concorda com os{' '}
        <a href="/termos" target="_blank" rel="noopener" aria-label="Termos de Uso (abre em nova aba)" className={legalLinkClasses}>
          Termos de Uso
        </a>{' '}
        e a{' '}
        <a href="/privacidade" target="_blank" rel="noopener" aria-label="Política de Privacidade (abre em nova aba)" className={legalLinkClasses}>
          Política de Privacidade
        </a>{' '}
        do Navalha.
      </p>
      {proof.request && <ProofOfWorkChallenge key={proof.request.round} message={proof.request.message} onSolved={solved} />}
      <Button type="submit" size="lg" className="w-full" loading={signup.isPending} loadingText="Criando conta...">
        Criar conta
      </Button>
    </form>
  )
}

/**
 * Replaces the form once the account exists: the next step is the confirmation e-mail. The trial is
 * what the server said this account has: a document whose trial was used gets none, and is told to
 * choose a plan instead of being promised free days.
 */
function SignupConfirmation({ email, trialDays, onLogin }: { email: string; trialDays: number; onLogin: (email: string) => void }) {
  const resend = useResendVerification()
  const proof = useProofOfWork()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])

  const resendConfirmation = () =>
    resend.mutate(email, {
      onSuccess: ({ message }) => toast.success(resetMessages.sent, { description: message }),
      onError: (error) => {
        if (!proof.asked(error)) toast.error(resetMessages.sendFailed, { description: error.message })
      },
    })
  const solved = (payload: string) => {
    proof.solved(payload)
    resendConfirmation()
  }

  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-800">
        <MailCheck className="size-7" aria-hidden="true" />
      </span>
      <h2 ref={heading} tabIndex={-1} className="text-xl font-bold text-stone-900 focus:outline-none">
        Confirme seu email
      </h2>
      <p className="text-stone-700">
        Sua conta foi criada. Enviamos um link de confirmação para <strong className="break-all text-stone-900">{email}</strong>: abra o email e clique no link
        para ativar sua conta.
      </p>
      {trialDays > 0 ? (
        <Alert tone="success" className="w-full text-left">
          {signupMessages.trialGranted(trialDays)}
        </Alert>
      ) : (
        <Alert
          tone="warning"
          title={privacyMessages.trialUsed}
          className="w-full text-left"
          action={
            <a href="/planos" className={cn(legalLinkClasses, 'text-sm whitespace-nowrap')}>
              Ver planos
            </a>
          }
        >
          {signupMessages.trialUsedNext}
        </Alert>
      )}
      {proof.request && <ProofOfWorkChallenge key={proof.request.round} message={proof.request.message} onSolved={solved} />}
      <div className="grid w-full gap-2 sm:grid-cols-2">
        <Button variant="outline" loading={resend.isPending} loadingText="Enviando..." onClick={resendConfirmation}>
          Reenviar email
        </Button>
        <Button onClick={() => onLogin(email)}>Entrar</Button>
      </div>
      <p className="text-xs text-stone-600">Não encontrou? Confira a caixa de spam ou de promoções.</p>
    </div>
  )
}
