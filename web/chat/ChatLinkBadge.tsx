import { formatInteger } from '../ui/format'
import { useUnreadCount } from './queries'

/** The header's Chat link says how many messages wait, for shops and barbers alike. */
export function ChatLinkBadge() {
  const unread = useUnreadCount(true).data ?? 0
  if (unread <= 0) return null
  return (
    <span className="ml-1.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-brand-500 px-1.5 text-xs font-bold text-stone-950">
      {unread > 99 ? '99+' : formatInteger(unread)}
      <span className="sr-only"> {unread === 1 ? 'mensagem não lida' : 'mensagens não lidas'}</span>
    </span>
  )
}
