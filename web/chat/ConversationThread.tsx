import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { Socket } from 'socket.io-client'
import { chatEvents, type ChatConversation, type ChatMessage } from '#domain/chat'
import { chatMessages } from '#domain/messages/chat'
import { chatKeys } from '../api/queryKeys'
import { useSession } from '../auth/session'
import { RetryAlert } from '../ui/RetryAlert'
import { Spinner } from '../ui/Spinner'
import { MessageComposer } from './MessageComposer'
import { MessageList } from './MessageList'
import { POLL_THREAD_MS, useConversation, useMarkRead, useThreadMessages } from './queries'
import { ThreadHeader } from './ThreadHeader'

/**
 * One conversation: its header, its messages and the composer. With a live socket it joins the
 * conversation's room and, on every (re)connection, asks for what came after its last message;
 * without one it polls the same REST endpoint.
 */
export function ConversationThread({ id, socket, connected }: { id: number; socket: Socket | null; connected: boolean }) {
  const queryClient = useQueryClient()
  const userId = useSession().data?.user?.id
  const conversation = useConversation(id, { poll: !connected })
  const thread = useThreadMessages(id)
  const { receive, expectNewest, catchUp } = thread

  useEffect(() => {
    if (!socket) return
    const join = () => {
      socket.emit(chatEvents.join, { conversation: id }, () => void catchUp())
    }
    const onMessage = (message: ChatMessage) => {
      if (message.conversation === id) receive([message])
    }
    // A message event lost on the way shows as a gap: the inbox nudge names the newest, and a
    // resync says an event was withheld.
    const onInbox = ({ conversation: conversationId, seq }: { conversation: number; seq?: number }) => {
      if (conversationId === id && seq) expectNewest(seq)
    }
    const onResync = () => void catchUp()
    const onRead = ({ conversation: conversationId, side, upTo }: { conversation: number; side: string; upTo: number }) => {
      if (conversationId !== id) return
      queryClient.setQueryData<ChatConversation>(chatKeys.conversation(id), (current) =>
        current && current.side !== side ? { ...current, otherReadUpTo: Math.max(current.otherReadUpTo, upTo) } : current,
      )
    }
    if (socket.connected) join()
    socket.on('connect', join)
    socket.on(chatEvents.message, onMessage)
    socket.on(chatEvents.read, onRead)
    socket.on(chatEvents.inbox, onInbox)
    socket.on(chatEvents.resync, onResync)
    return () => {
      socket.emit(chatEvents.leave, { conversation: id })
      socket.off('connect', join)
      socket.off(chatEvents.message, onMessage)
      socket.off(chatEvents.read, onRead)
      socket.off(chatEvents.inbox, onInbox)
      socket.off(chatEvents.resync, onResync)
    }
  }, [socket, id, receive, expectNewest, catchUp, queryClient])

  useEffect(() => {
    if (connected) return
    const timer = setInterval(() => void catchUp(), POLL_THREAD_MS)
    return () => clearInterval(timer)
  }, [connected, catchUp])

  // What the other side wrote is read once it is on screen.
  const newestFromOther = [...thread.messages].reverse().find((message) => message.sender !== userId)?.id ?? 0
  const readRequested = useRef(0)
  const unread = conversation.data?.unread ?? 0
  const { mutate: markRead } = useMarkRead(id)
  useEffect(() => {
    if (thread.status !== 'ready') return
    if (newestFromOther > readRequested.current || (unread > 0 && readRequested.current === 0)) {
      readRequested.current = Math.max(newestFromOther, 1)
      markRead()
    }
  }, [thread.status, newestFromOther, unread, markRead])

  if (conversation.isPending) {
    return (
      <div className="flex h-full items-center justify-center">
        <Spinner label="Carregando conversa..." />
      </div>
    )
  }
  if (!conversation.data) {
    return (
      <div className="p-4">
        <RetryAlert title={chatMessages.loadFailed} onRetry={() => void conversation.refetch()}>
          {conversation.error?.message ?? chatMessages.loadFailedDetail}
        </RetryAlert>
      </div>
    )
  }

  return (
    <section aria-label={`Conversa com ${conversation.data.other.name}`} className="flex h-full min-h-0 flex-col">
      <ThreadHeader conversation={conversation.data} />
      {thread.status === 'error' ? (
        <div className="flex-1 p-4">
          <RetryAlert title={chatMessages.messagesLoadFailed} onRetry={() => void thread.retry()} />
        </div>
      ) : (
        <MessageList
          messages={thread.messages}
          loading={thread.status === 'loading'}
          hasOlder={thread.hasOlder}
          onLoadOlder={thread.loadOlder}
          userId={userId}
          otherReadUpTo={conversation.data.otherReadUpTo}
        />
      )}
      <MessageComposer conversation={conversation.data} onSent={(message) => receive([message])} />
    </section>
  )
}
