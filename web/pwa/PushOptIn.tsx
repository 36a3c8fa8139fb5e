import { BellRing } from 'lucide-react'
import { pushMessages, portuguesePushMessages, type PushMessages } from '#domain/messages/chat'
import { messageOr } from '../api/client'
import { Button } from '../ui/Button'
import { Card } from '../ui/Card'
import { AppLink } from '../ui/navigation'
import { toast } from '../ui/toast'
import { ACCOUNT_SECURITY_PATH } from '#domain/session'
import { usePushSubscription } from './queries'
import { useSay } from '../ui/wording'

/** The panel's card for notifications on this device: on, off, or why it cannot be. */
export function PushOptIn() {
  const messages = useSay()<PushMessages>(pushMessages, portuguesePushMessages)
  const { state, busy, enable, disable } = usePushSubscription()
  if (state === 'checking') return null
  const run = (action: () => Promise<void>, done: string) =>
    action().then(
      () => toast.success(done),
      (error: unknown) => toast.error(messages.optInFailed, { description: messageOr(error, 'Tente novamente.') }),
    )
  return (
    <Card className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between" aria-labelledby="push-opt-in-title">
      <div className="flex min-w-0 gap-3">
        <BellRing className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden />
        <div className="min-w-0">
          <h2 id="push-opt-in-title" className="font-semibold text-stone-900">
            {messages.optInTitle}
          </h2>
          <p className="mt-1 text-sm text-stone-600" role={state === 'denied' || state === 'unsupported' ? 'note' : undefined}>
            {state === 'on' ? messages.optedIn : state === 'denied' ? messages.denied : state === 'unsupported' ? messages.unsupported : messages.optInHelp}{' '}
            {state === 'on' && (
              <AppLink to={ACCOUNT_SECURITY_PATH} className="font-medium text-brand-800 underline">
                Escolher os avisos
              </AppLink>
            )}
          </p>
        </div>
      </div>
      {state === 'off' && (
        <Button className="shrink-0" loading={busy} loadingText="Ativando..." onClick={() => void run(enable, messages.optedIn)}>
          {messages.optInButton}
        </Button>
      )}
      {state === 'on' && (
        <Button variant="outline" className="shrink-0" loading={busy} loadingText="Desativando..." onClick={() => void run(disable, messages.optedOut)}>
          {messages.optOutButton}
        </Button>
      )}
    </Card>
  )
}
