import { MessagesSquare } from 'lucide-react'
import { useParams } from 'react-router-dom'
import { chatMessages, portugueseChatMessages, type ChatMessages } from '#domain/messages/chat'
import { primaryRole } from '#domain/session'
import { useSession } from '../auth/session'
import { Page } from '../shell/Layout'
import { PageHeader } from '../shell/PageHeader'
import { ButtonLink } from '../ui/Button'
import { cn } from '../ui/cn'
import { EmptyState } from '../ui/EmptyState'
import { RetryAlert } from '../ui/RetryAlert'
import { PageSpinner } from '../ui/Spinner'
import { useErrorToast } from '../ui/toast'
import { ConversationList } from './ConversationList'
import { ConversationThread } from './ConversationThread'
import { useConversations } from './queries'
import { useChatSocket } from './socket'
import { useSay } from '../ui/wording'

/**
 * /chat and /chat/:conversationId (spec §2 "Conversations", issue 11): the inbox beside the open
 * thread; on a phone (below the spec's 768 px breakpoint) they are two screens, the thread with a
 * way back to the list.
 */
export function ChatPage() {
  const messages = useSay()<ChatMessages>(chatMessages, portugueseChatMessages)
  const { data: session } = useSession()
  const role = primaryRole(session?.user)
  const selected = Number(useParams().conversationId) || null
  const { socket, connected } = useChatSocket()
  const conversations = useConversations({ poll: !connected })
  useErrorToast(conversations.error, messages.loadFailed, { description: messages.loadFailedDetail, id: 'chat-load' })

  const list = conversations.data ?? []
  return (
    <Page>
      <div className={cn(selected !== null && 'hidden md:block')}>
        <PageHeader title={messages.title} description={role === 'barbershop' ? messages.headingShop : messages.headingBarber} />
      </div>
      {conversations.isPending ? (
        <PageSpinner label={messages.loading} />
      ) : conversations.isError && !conversations.data ? (
        <RetryAlert title={messages.loadFailed} onRetry={() => void conversations.refetch()}>
          {messages.loadFailedDetail}
        </RetryAlert>
      ) : list.length === 0 ? (
        <EmptyState
          icon={<MessagesSquare className="size-10" aria-hidden="true" />}
          title={messages.empty}
          action={
            role === 'barbershop' ? (
              <ButtonLink to="/candidatos" variant="outline">
                Ver Candidatos
              </ButtonLink>
            ) : (
              <ButtonLink to="/vagas-abertas" variant="outline">
                Ver Vagas Abertas
              </ButtonLink>
            )
          }
        >
          {role === 'barbershop' ? messages.emptyShop : messages.emptyBarber}
        </EmptyState>
      ) : (
        <div
          className={cn(
            'grid grid-cols-[minmax(0,1fr)] overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm md:h-[calc(100dvh-15rem)] md:min-h-[28rem] md:grid-cols-[20rem_minmax(0,1fr)]',
            // On a phone the open thread fills the screen under the header; the list is as long as it is.
            selected !== null && 'h-[calc(100dvh-6rem)] min-h-[24rem]',
          )}
        >
          <div className={cn('min-h-0 border-stone-200 md:border-r', selected !== null && 'hidden md:block')}>
            <ConversationList conversations={list} selected={selected} />
          </div>
          <div className={cn('min-h-0', selected === null && 'hidden md:block')}>
            {selected ? (
              <ConversationThread key={selected} id={selected} socket={socket} connected={connected} />
            ) : (
              <div className="flex h-full flex-col items-center justify-center gap-2 p-8 text-center text-stone-500">
                <MessagesSquare className="size-10 text-stone-300" aria-hidden="true" />
                <p>Selecione uma conversa para ler e responder.</p>
              </div>
            )}
          </div>
        </div>
      )}
    </Page>
  )
}
