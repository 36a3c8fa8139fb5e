import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { unbrokenUpTo } from '#domain/chatSequence'
import type { ChatConversation, ChatMessage, ChatMessagesPage, ConversationStatus, CounterpartContact } from '#domain/chat'
import { api, isPaywallError } from '../api/client'
import { chatKeys } from '../api/queryKeys'

/** Without a live socket the inbox and the open thread are polled at these intervals. */
export const POLL_THREAD_MS = 4000
const POLL_INBOX_MS = 20_000

export const useConversations = ({ poll }: { poll: boolean }) =>
  useQuery({
    queryKey: chatKeys.conversations,
    queryFn: ({ signal }) => api.get<{ conversations: ChatConversation[] }>('/api/chat/conversations', { signal }).then((r) => r.conversations),
    refetchInterval: poll ? POLL_INBOX_MS : false,
  })

export const useConversation = (id: number | null, { poll }: { poll: boolean }) =>
  useQuery({
    queryKey: chatKeys.conversation(id ?? 0),
    queryFn: ({ signal }) => api.get<{ conversation: ChatConversation }>(`/api/chat/conversations/${id}`, { signal }).then((r) => r.conversation),
    enabled: id !== null,
    refetchInterval: poll ? POLL_THREAD_MS : false,
  })

/** The header's badge: messages waiting over all the user's conversations. */
export const useUnreadCount = (enabled: boolean) =>
  useQuery({
    queryKey: chatKeys.unread,
    queryFn: ({ signal }) => api.get<{ unread: number }>('/api/chat/unread', { signal }).then((r) => r.unread),
    enabled,
    refetchInterval: POLL_INBOX_MS,
  })

/**
 * The other side's contact for a hired application (the server refuses it before the hire, and to
 * a locked account whose lock came before the hire: that refusal is not retried).
 */
export const useHiredContact = (application: number, enabled: boolean) =>
  useQuery({
    queryKey: chatKeys.contact(application),
    queryFn: ({ signal }) => api.get<{ contact: CounterpartContact }>(`/api/chat/applications/${application}/contact`, { signal }).then((r) => r.contact),
    enabled,
    staleTime: 5 * 60_000,
    retry: (failures, error) => !isPaywallError(error) && failures < 3,
  })

/** Opens (or finds) the pair's conversation from an application; answers the conversation. */
export function useOpenConversation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (application: number) => api.post<{ conversation: ChatConversation }>('/api/chat/conversations', { application }).then((r) => r.conversation),
    onSuccess: (conversation) => {
      queryClient.setQueryData(chatKeys.conversation(conversation.id), conversation)
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations })
    },
  })
}

export function useSetConversationStatus(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (status: ConversationStatus) =>
      api.patch<{ conversation: ChatConversation }>(`/api/chat/conversations/${id}`, { status }).then((r) => r.conversation),
    onSuccess: (conversation) => {
      queryClient.setQueryData(chatKeys.conversation(id), conversation)
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations })
    },
  })
}

export function useMarkRead(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.post<{ readUpTo: number }>(`/api/chat/conversations/${id}/read`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.unread })
      void queryClient.invalidateQueries({ queryKey: chatKeys.conversations })
    },
  })
}

export const sendMessage = (conversation: number, body: string, attachments: number[] = []) =>
  api.post<{ message: ChatMessage; notice?: string; pause?: { until: string; message: string } }>(`/api/chat/conversations/${conversation}/messages`, {
    body,
    attachments,
  })

const byId = (messages: Iterable<ChatMessage>) => [...new Map([...messages].map((m) => [m.id, m])).values()].sort((a, b) => a.id - b.id)

/** How long an inbox nudge waits for its message on the socket before the thread fetches it. */
const MESSAGE_GRACE_MS = 1000

type ThreadState = { conversation: number; messages: ChatMessage[]; hasOlder: boolean; status: 'loading' | 'ready' | 'error' }

/**
 * The messages of one conversation, oldest first, from three sources that may overlap: the REST
 * pages (newest first load, older on scroll, `after` the last one to catch up after a reconnect or
 * on each poll), the socket's pushes and the sender's own POST answers. Merged by id, so nothing
 * shows twice and nothing is lost.
 */
export function useThreadMessages(conversation: number) {
  const [state, setState] = useState<ThreadState>({ conversation, messages: [], hasOlder: false, status: 'loading' })
  const current = useRef(state)
  current.current = state
  const loadingOlder = useRef(false)

  const load = useCallback(async () => {
    setState({ conversation, messages: [], hasOlder: false, status: 'loading' })
    try {
      const page = await api.get<ChatMessagesPage>(`/api/chat/conversations/${conversation}/messages`)
      setState((previous) =>
        previous.conversation === conversation
          ? { conversation, messages: byId([...previous.messages, ...page.messages]), hasOlder: page.hasMore, status: 'ready' }
          : previous,
      )
    } catch {
      setState((previous) => (previous.conversation === conversation ? { ...previous, status: 'error' } : previous))
    }
  }, [conversation])

  useEffect(() => {
    void load()
  }, [load])

  const add = useCallback(
    (messages: ChatMessage[]) =>
      setState((previous) =>
        previous.conversation === conversation
          ? { ...previous, messages: byId([...previous.messages, ...messages.filter((m) => m.conversation === conversation)]) }
          : previous,
      ),
    [conversation],
  )

  /** Everything after the last message held without a gap before it, page after page. */
  const catchUp = useCallback(async () => {
    if (current.current.status !== 'ready') return
    let after = unbrokenUpTo(current.current.messages)?.id ?? 0
    for (;;) {
      const page = await api.get<ChatMessagesPage>(`/api/chat/conversations/${conversation}/messages?after=${after}`).catch(() => null)
      if (!page) return
      add(page.messages)
      if (!page.hasMore || !page.messages.length) return
      after = page.messages.at(-1)!.id
    }
  }, [conversation, add])

  /**
   * Messages pushed by the socket or answered to a send: merged, and when one's number skips past
   * the newest held (5 arrives after 3), what is missing is fetched at once.
   */
  const receive = useCallback(
    (messages: ChatMessage[]) => {
      const newest = current.current.messages.at(-1)
      add(messages)
      if (newest && messages.some((message) => message.conversation === conversation && message.seq > newest.seq + 1)) void catchUp()
    },
    [conversation, add, catchUp],
  )

  /** The conversation's newest message is `seq` (an inbox nudge): fetched when it is still missing a moment later. */
  const expectNewest = useCallback(
    (seq: number) => {
      const missing = () => (current.current.messages.at(-1)?.seq ?? 0) < seq
      if (!missing()) return
      // The message itself is usually on its way on the same socket: wait for it before asking.
      setTimeout(() => {
        if (missing()) void catchUp()
      }, MESSAGE_GRACE_MS)
    },
    [catchUp],
  )

  const loadOlder = useCallback(async () => {
    const { messages, hasOlder, status } = current.current
    if (loadingOlder.current || !hasOlder || status !== 'ready' || !messages.length) return
    loadingOlder.current = true
    try {
      const page = await api.get<ChatMessagesPage>(`/api/chat/conversations/${conversation}/messages?before=${messages[0]!.id}`)
      setState((previous) =>
        previous.conversation === conversation ? { ...previous, messages: byId([...page.messages, ...previous.messages]), hasOlder: page.hasMore } : previous,
      )
    } finally {
      loadingOlder.current = false
    }
  }, [conversation])

  const ready = state.conversation === conversation
  return {
    messages: ready ? state.messages : [],
    hasOlder: ready && state.hasOlder,
    status: ready ? state.status : 'loading',
    retry: load,
    receive,
    expectNewest,
    catchUp,
    loadOlder,
  }
}
