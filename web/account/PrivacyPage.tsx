import { zodResolver } from '@hookform/resolvers/zod'
import { Download, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import type { z } from 'zod'
import { legalDocumentLabels, legalDocumentPaths } from '#domain/legal'
import { portuguesePrivacyMessages, privacyMessages, type PrivacyMessages } from '#domain/privacy'
import { deleteAccountSchema } from '#domain/privacyForms'
import { CurrentPasswordField } from '../auth/PasswordFields'
import { useSession } from '../auth/session'
import { messageOr } from '../api/client'
import { Page } from '../shell/Layout'
import { PageHeader } from '../shell/PageHeader'
import { Alert } from '../ui/Alert'
import { Button } from '../ui/Button'
import { ConfirmDialog } from '../ui/ConfirmDialog'
import { showServerFieldErrors } from '../ui/Field'
import { FormSection } from '../ui/FormSection'
import { toast } from '../ui/toast'
import { useMyConsents } from '../legal/queries'
import { formatDateTime } from '../ui/format'
import { AppLink } from '../ui/navigation'
import { useDeleteMyAccount, useDownloadMyData } from './queries'
import { useSay } from '../ui/wording'

/**
 * /conta/privacidade: the person sees which terms and policy they accepted and when, downloads
 * everything Navalha keeps about them, or deletes the
 * account (decision 0035). The server decides both (server/privacy/routes.ts); the page says what
 * goes and what stays before asking for the password and a confirmation.
 */
/** The page's texts in the reader's Portuguese. */
const usePrivacyMessages = () => useSay()<PrivacyMessages>(privacyMessages, portuguesePrivacyMessages)

export function PrivacyPage() {
  const messages = usePrivacyMessages()
  const say = useSay()
  const { data: session } = useSession()
  if (!session?.user) return null
  return (
    <Page>
      <div className="mx-auto flex max-w-2xl flex-col gap-6">
        <PageHeader
          title={messages.title}
          description={say(
            'Baixe uma cópia dos seus dados ou exclua sua conta da Navalha.',
            'Descarregue uma cópia dos seus dados ou elimine a sua conta da Navalha.',
          )}
        />
        <ConsentsSection />
        <DownloadSection />
        <DeleteSection />
      </div>
    </Page>
  )
}

/** What the person accepted, and when (GET /api/me/consents, decision 0034), each with a link to read the document again. */
function ConsentsSection() {
  const messages = usePrivacyMessages()
  const consents = useMyConsents(true)
  return (
    <FormSection title={messages.consentsTitle} description={messages.consentsDetail}>
      {consents.isError ? (
        <Alert tone="danger" title={messages.consentsTitle}>
          {messageOr(consents.error, messages.consentsFailed)}
        </Alert>
      ) : consents.data && !consents.data.docs.length ? (
        <p className="text-sm text-stone-600">{messages.consentsNone}</p>
      ) : (
        <ul className="flex flex-col gap-2 text-sm text-stone-700" aria-busy={consents.isPending}>
          {consents.data?.docs.map((consent) => (
            <li key={consent.id} className="flex flex-wrap items-baseline gap-x-2">
              <AppLink to={legalDocumentPaths[consent.document]} className="font-medium text-stone-900 underline underline-offset-2">
                {legalDocumentLabels[consent.document]}
              </AppLink>
              <span>
                versão {consent.version}, aceita em {formatDateTime(consent.acceptedAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </FormSection>
  )
}

function DownloadSection() {
  const messages = usePrivacyMessages()
  const say = useSay()
  const download = useDownloadMyData()
  return (
    <FormSection title={messages.exportTitle} description={messages.exportDetail}>
      <p className="text-sm text-stone-600">{messages.exportLimit}</p>
      {download.isError && (
        <Alert tone="danger" title={messages.exportTitle}>
          {messageOr(download.error, messages.exportFailed)}
        </Alert>
      )}
      <Button
        type="button"
        className="self-start"
        loading={download.isPending}
        loadingText={say('Gerando arquivo...', 'A gerar o ficheiro...')}
        onClick={() => download.mutate()}
      >
        <Download className="size-4" aria-hidden="true" />
        {messages.exportTitle}
      </Button>
    </FormSection>
  )
}

type DeleteValues = z.input<typeof deleteAccountSchema>

function DeleteSection() {
  const messages = usePrivacyMessages()
  const say = useSay()
  const remove = useDeleteMyAccount()
  const navigate = useNavigate()
  const [confirming, setConfirming] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<DeleteValues>({ resolver: zodResolver(deleteAccountSchema), defaultValues: { password: '' } })

  const confirm = () => {
    const password = confirming
    setConfirming(null)
    if (password === null) return
    remove.mutate(password, {
      onSuccess: () => {
        toast.success(messages.deleted)
        void navigate('/', { replace: true })
      },
      onError: (error) => {
        showServerFieldErrors(error, ['password'], setError)
        toast.error(messages.deleteTitle, { description: messageOr(error, messages.deleteFailed) })
      },
    })
  }

  return (
    <form onSubmit={handleSubmit(({ password }) => setConfirming(password))} noValidate>
      <FormSection title={messages.deleteTitle} description={messages.deleteIrreversible}>
        <div className="grid gap-4 text-sm text-stone-700 sm:grid-cols-2">
          <section aria-labelledby="privacy-goes">
            <h3 id="privacy-goes" className="font-semibold text-stone-900">
              O que é apagado
            </h3>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {messages.deleteGoes.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="privacy-stays">
            <h3 id="privacy-stays" className="font-semibold text-stone-900">
              {say('O que continua, sem você', 'O que continua sem a sua conta')}
            </h3>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {messages.deleteStays.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        </div>
        <CurrentPasswordField field={register('password')} error={errors.password?.message} />
        <Button type="submit" variant="danger" className="self-start" loading={remove.isPending} loadingText="Excluindo...">
          <Trash2 className="size-4" aria-hidden="true" />
          {messages.deleteButton}
        </Button>
      </FormSection>
      <ConfirmDialog
        open={confirming !== null}
        title={messages.confirmQuestion}
        confirmLabel={messages.confirmButton}
        confirmVariant="danger"
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
      >
        {messages.deleteIrreversible}
      </ConfirmDialog>
    </form>
  )
}
