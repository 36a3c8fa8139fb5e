import { zodResolver } from '@hookform/resolvers/zod'
import { Download, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import type { z } from 'zod'
import { legalDocumentLabels, legalDocumentPaths } from '#domain/legal'
import { deleteAccountSchema, privacyMessages } from '#domain/privacy'
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

/**
 * /conta/privacidade: the person sees which terms and policy they accepted and when, downloads
 * everything Navalha keeps about them, or deletes the
 * account (decision 0035). The server decides both (server/routes/privacy.ts); the page says what
 * goes and what stays before asking for the password and a confirmation.
 */
export function PrivacyPage() {
  const { data: session } = useSession()
  if (!session?.user) return null
  return (
    <Page>
      <div className="mx-auto flex max-w-2xl flex-col gap-6">
        <PageHeader title={privacyMessages.title} description="Baixe uma cópia dos seus dados ou exclua sua conta da Navalha." />
        <ConsentsSection />
        <DownloadSection />
        <DeleteSection />
      </div>
    </Page>
  )
}

/** What the person accepted, and when (GET /api/me/consents, decision 0034), each with a link to read the document again. */
function ConsentsSection() {
  const consents = useMyConsents(true)
  return (
    <FormSection title={privacyMessages.consentsTitle} description={privacyMessages.consentsDetail}>
      {consents.isError ? (
        <Alert tone="danger" title={privacyMessages.consentsTitle}>
          {messageOr(consents.error, privacyMessages.consentsFailed)}
        </Alert>
      ) : consents.data && !consents.data.docs.length ? (
        <p className="text-sm text-stone-600">{privacyMessages.consentsNone}</p>
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
  const download = useDownloadMyData()
  return (
    <FormSection title={privacyMessages.exportTitle} description={privacyMessages.exportDetail}>
      <p className="text-sm text-stone-600">{privacyMessages.exportLimit}</p>
      {download.isError && (
        <Alert tone="danger" title={privacyMessages.exportTitle}>
          {messageOr(download.error, privacyMessages.exportFailed)}
        </Alert>
      )}
      <Button type="button" className="self-start" loading={download.isPending} loadingText="Gerando arquivo..." onClick={() => download.mutate()}>
        <Download className="size-4" aria-hidden="true" />
        {privacyMessages.exportTitle}
      </Button>
    </FormSection>
  )
}

type DeleteValues = z.input<typeof deleteAccountSchema>

function DeleteSection() {
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
        toast.success(privacyMessages.deleted)
        void navigate('/', { replace: true })
      },
      onError: (error) => {
        showServerFieldErrors(error, ['password'], setError)
        toast.error(privacyMessages.deleteTitle, { description: messageOr(error, privacyMessages.deleteFailed) })
      },
    })
  }

  return (
    <form onSubmit={handleSubmit(({ password }) => setConfirming(password))} noValidate>
      <FormSection title={privacyMessages.deleteTitle} description={privacyMessages.deleteIrreversible}>
        <div className="grid gap-4 text-sm text-stone-700 sm:grid-cols-2">
          <section aria-labelledby="privacy-goes">
            <h3 id="privacy-goes" className="font-semibold text-stone-900">
              O que é apagado
            </h3>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {privacyMessages.deleteGoes.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="privacy-stays">
            <h3 id="privacy-stays" className="font-semibold text-stone-900">
              O que continua, sem você
            </h3>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {privacyMessages.deleteStays.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        </div>
        <CurrentPasswordField field={register('password')} error={errors.password?.message} />
        <Button type="submit" variant="danger" className="self-start" loading={remove.isPending} loadingText="Excluindo...">
          <Trash2 className="size-4" aria-hidden="true" />
          {privacyMessages.deleteButton}
        </Button>
      </FormSection>
      <ConfirmDialog
        open={confirming !== null}
        title={privacyMessages.confirmQuestion}
        confirmLabel={privacyMessages.confirmButton}
        confirmVariant="danger"
        onConfirm={confirm}
        onClose={() => setConfirming(null)}
      >
        {privacyMessages.deleteIrreversible}
      </ConfirmDialog>
    </form>
  )
}
