import { useId, useState } from 'react'
import { legalDocumentLabels, legalDocumentPaths } from '#domain/legal'
import { messageOr } from '../api/client'
import { useLogout, useSession } from '../auth/session'
import { Button } from '../ui/Button'
import { formatDate } from '../ui/format'
import { AppLink, useNavigation } from '../ui/navigation'
import { useAcceptConsent, useMyConsents } from './queries'
import { useModalDialog } from '../ui/useModalDialog'

/** Where the dialog stays out of the way: reading the documents themselves, and leaving (account deletion). */
const READING_PATHS = new Set(['/termos', '/privacidade', '/conta/privacidade'])

/**
 * When the editors publish a new version of the terms or of the privacy policy, a signed-in person
 * is asked to accept it on their next visit (decision 0034): a modal that Escape does not close,
 * with what changed. Until they accept they can read the documents, sign out or delete the
 * account; accepting records a consent on the server (POST /api/me/consents), which refuses a
 * version that is no longer the one in force.
 */
export function ConsentDialog() {
  const { data: session } = useSession()
  const { pathname } = useNavigation()
  const signedIn = Boolean(session?.user)
  const { data } = useMyConsents(signedIn)
  const accept = useAcceptConsent()
  const logout = useLogout()
  const [error, setError] = useState<string | null>(null)
  const titleId = useId()
  const pending = signedIn ? (data?.pending ?? []) : []
  const open = pending.length > 0 && !READING_PATHS.has(pathname)
  const dialog = useModalDialog(open)

  const acceptAll = async () => {
    setError(null)
    try {
      for (const { document, version } of pending) await accept.mutateAsync({ document, version })
    } catch (failure) {
      setError(messageOr(failure, 'Não foi possível registrar o aceite. Verifique sua conexão e tente novamente.'))
    }
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      // Blocking: Escape does not dismiss it; accepting, signing out or leaving for the documents does.
      onCancel={(event) => event.preventDefault()}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-2xl border border-stone-200 bg-white p-0 text-stone-900 shadow-xl backdrop:bg-stone-950/60"
    >
      <div className="p-6">
        <h2 id={titleId} className="text-lg font-semibold">
          Atualizamos nossos documentos
        </h2>
        <p className="mt-2 text-sm text-stone-700">Para continuar usando o Navalha, leia o que mudou e aceite a nova versão.</p>
        <ul className="mt-4 flex flex-col gap-3">
          {pending.map((version) => (
            <li key={version.document} className="rounded-xl bg-stone-50 p-4 text-sm">
              <p className="font-semibold text-stone-900">
                {legalDocumentLabels[version.document]}: versão {version.version}, de {formatDate(version.publishedAt)}
              </p>
              {version.changes && <p className="mt-2 whitespace-pre-line text-stone-700">{version.changes}</p>}
              <AppLink to={legalDocumentPaths[version.document]} className="mt-2 inline-block font-semibold text-brand-800 underline underline-offset-2">
                Ler o texto completo
              </AppLink>
            </li>
          ))}
        </ul>
        {error && (
          <p role="alert" className="mt-4 text-sm font-medium text-red-700">
            {error}
          </p>
        )}
        <div className="mt-6 flex flex-col gap-2 sm:flex-row-reverse sm:items-center">
          <Button onClick={acceptAll} loading={accept.isPending} loadingText="Registrando...">
            Li e aceito
          </Button>
          <Button variant="outline" onClick={() => logout.mutate()} disabled={logout.isPending}>
            Sair da conta
          </Button>
        </div>
        <p className="mt-4 text-xs text-stone-600">
          Se não concordar, você pode sair ou{' '}
          <AppLink to="/conta/privacidade" className="font-semibold text-stone-800 underline underline-offset-2">
            excluir sua conta
          </AppLink>
          .
        </p>
      </div>
    </dialog>
  )
}
