import { useId } from 'react'
import { chatMessages, portugueseChatMessages, type ChatMessages } from '#domain/messages/chat'
import { messageOr } from '../api/client'
import { FormSection } from '../ui/FormSection'
import { cn } from '../ui/cn'
import { toast } from '../ui/toast'
import { useSetChatEmailNotifications } from './queries'
import { useSay } from '../ui/wording'

/**
 * 'Receber e-mail quando eu tiver mensagens não lidas' (issue 11): the switch saves as it moves.
 * The server sends the e-mail only while this is on (server/chat/unreadEmails.ts).
 */
export function ChatEmailPreference({ userId, enabled }: { userId: number; enabled: boolean }) {
  const messages = useSay()<ChatMessages>(chatMessages, portugueseChatMessages)
  const save = useSetChatEmailNotifications(userId)
  const labelId = useId()
  const helpId = useId()
  const toggle = () =>
    save.mutate(!enabled, {
      onSuccess: () => toast.success(enabled ? messages.emailToggleOff : messages.emailToggleOn),
      onError: (error) => toast.error(messages.emailToggleFailed, { description: messageOr(error, 'Tente novamente.') }),
    })
  return (
    <FormSection title="Notificações">
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p id={labelId} className="font-medium text-stone-900">
            {messages.emailToggleLabel}
          </p>
          <p id={helpId} className="mt-1 text-sm text-stone-600">
            {messages.emailToggleHelp}
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={enabled}
          aria-labelledby={labelId}
          aria-describedby={helpId}
          disabled={save.isPending}
          onClick={toggle}
          className={cn(
            'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-amber-500 disabled:opacity-70',
            enabled ? 'bg-brand-700' : 'bg-stone-300',
          )}
        >
          <span className={cn('inline-block size-5 rounded-full bg-white shadow transition-transform', enabled ? 'translate-x-6' : 'translate-x-1')} />
        </button>
      </div>
    </FormSection>
  )
}
