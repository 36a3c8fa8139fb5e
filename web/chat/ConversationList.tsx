import { chatMessages } from '#domain/messages/chat'
import type { ChatConversation } from '#domain/chat'
import { useSession } from '../auth/session'
import { Avatar } from '../ui/Avatar'
import { cn } from '../ui/cn'
import { formatInteger, formatWhen } from '../ui/format'
import { AppLink } from '../ui/navigation'
import { useSay } from '../ui/wording'

export const jobTitles = (conversation: ChatConversation) => conversation.jobs.map((job) => job.title).join(' · ')

/** The inbox: who, for which job(s), the last message and when, and how many are unread. */
export function ConversationList({ conversations, selected }: { conversations: ChatConversation[]; selected: number | null }) {
  const say = useSay()
  const userId = useSession().data?.user?.id
  return (
    <nav aria-label="Conversas" className="h-full overflow-y-auto">
      <ul className="divide-y divide-stone-100">
        {conversations.map((conversation) => {
          const last = conversation.lastMessage
          const active = conversation.id === selected
          const unread = conversation.unread
          return (
            <li key={conversation.id}>
              <AppLink
                to={`/chat/${conversation.id}`}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex items-start gap-3 px-4 py-3 transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600',
                  active ? 'bg-brand-50' : 'hover:bg-stone-50',
                )}
              >
                <Avatar name={conversation.other.name} src={conversation.other.photoUrl} size="sm" square={conversation.other.side === 'barbershop'} />
                <span className="min-w-0 flex-1">
                  <span className="flex items-baseline justify-between gap-2">
                    <span className={cn('truncate text-sm text-stone-900', unread ? 'font-bold' : 'font-semibold')}>{conversation.other.name}</span>
                    {(conversation.lastMessageAt ?? conversation.createdAt) && (
                      <time
                        dateTime={conversation.lastMessageAt ?? conversation.createdAt}
                        className={cn('shrink-0 text-xs', unread ? 'font-semibold text-brand-800' : 'text-stone-500')}
                      >
                        {formatWhen(conversation.lastMessageAt ?? conversation.createdAt)}
                      </time>
                    )}
                  </span>
                  {conversation.jobs.length > 0 && <span className="block truncate text-xs text-stone-500">{jobTitles(conversation)}</span>}
                  <span className="mt-0.5 flex items-center justify-between gap-2">
                    <span className={cn('truncate text-sm', unread ? 'font-medium text-stone-900' : 'text-stone-600')}>
                      {last ? (
                        `${last.sender === userId ? say('Você: ', 'Eu: ') : ''}${last.body || chatMessages.photoOnly}`
                      ) : (
                        <span className="italic">Nenhuma mensagem ainda</span>
                      )}
                    </span>
                    {conversation.status === 'closed' && <span className="shrink-0 rounded-full bg-stone-100 px-2 py-0.5 text-xs text-stone-600">Fechada</span>}
                    {unread > 0 && (
                      <span className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-brand-700 px-1.5 text-xs font-bold text-white">
                        {formatInteger(unread)}
                        <span className="sr-only"> {unread === 1 ? 'mensagem não lida' : 'mensagens não lidas'}</span>
                      </span>
                    )}
                  </span>
                </span>
              </AppLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
