import { chatMessages, portugueseChatMessages, type ChatMessages } from '#domain/messages/chat'
import { messageOr } from '../api/client'
import { PreferenceSwitch } from '../ui/PreferenceSwitch'
import { toast } from '../ui/toast'
import { useSay } from '../ui/wording'
import { useSetChatEmailNotifications } from './queries'

/**
 * 'Receber e-mail quando eu tiver mensagens não lidas' (issue 11): the switch saves as it moves.
 * The server sends the e-mail only while this is on (server/chat/unreadEmails.ts).
 */
export function ChatEmailPreference({ userId, enabled }: { userId: number; enabled: boolean }) {
  const messages = useSay()<ChatMessages>(chatMessages, portugueseChatMessages)
  const save = useSetChatEmailNotifications(userId)
  const toggle = () =>
    save.mutate(!enabled, {
      onSuccess: () => toast.success(enabled ? messages.emailToggleOff : messages.emailToggleOn),
      onError: (error) => toast.error(messages.emailToggleFailed, { description: messageOr(error, 'Tente novamente.') }),
    })
  return (
    <PreferenceSwitch
      title="Notificações"
      label={messages.emailToggleLabel}
      help={messages.emailToggleHelp}
      enabled={enabled}
      pending={save.isPending}
      onToggle={toggle}
    />
  )
}
