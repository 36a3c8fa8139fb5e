import { SendHorizontal, ShieldAlert } from 'lucide-react'
import { useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { CHAT_MESSAGE_MAX_LENGTH, type ChatConversation, type ChatMessage } from '../../domain/chat'
import { maskContacts } from '../../domain/contactMasking'
import { chatMessages } from '../../domain/messages'
import { ApiError, messageOr } from '../api/client'
import { useSession } from '../auth/session'
import { PaywallNotice } from '../billing/PaywallNotice'
import { formatInteger } from '../ui/format'
import { toast } from '../ui/toast'
import { sendMessage } from './queries'

/** The counter shows from here on. */
const COUNTER_FROM = CHAT_MESSAGE_MAX_LENGTH - 200

/**
 * Enter sends, Shift+Enter starts a new line. Before the hire the text goes through the same
 * masking function as on the server, to warn before sending what the other side will not see;
 * the server masks whether or not the warning was shown. Locked accounts get the plan prompt.
 */
export function MessageComposer({ conversation, onSent }: { conversation: ChatConversation; onSent: (message: ChatMessage) => void }) {
  const locked = useSession().data?.user?.accountStatus === 'locked'
  const [text, setText] = useState('')
  const [sending, setSending] = useState(false)
  const input = useRef<HTMLTextAreaElement>(null)
  const warningId = useId()
  const willMask = useMemo(() => !conversation.hired && text.trim() !== '' && maskContacts(text).masked, [conversation.hired, text])

  if (locked) return <PaywallNotice detail={chatMessages.trialExpiredSend} className="border-t border-amber-200 px-4" />
  if (conversation.status === 'closed') {
    return <p className="border-t border-stone-200 bg-white p-4 text-center text-sm text-stone-600">{chatMessages.conversationClosed}</p>
  }

  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    const body = text.trim()
    if (!body || sending || body.length > CHAT_MESSAGE_MAX_LENGTH) return
    setSending(true)
    try {
      const { message } = await sendMessage(conversation.id, body)
      onSent(message)
      setText('')
    } catch (error) {
      const title = error instanceof ApiError && error.title ? error.title : chatMessages.sendFailed
      toast.error(title, {
        description: error instanceof ApiError && error.detail ? error.detail : messageOr(error, 'Verifique sua conexão e tente novamente.'),
      })
    } finally {
      setSending(false)
      input.current?.focus()
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      void submit()
    }
  }

  const tooLong = text.length > CHAT_MESSAGE_MAX_LENGTH
  return (
    <form onSubmit={submit} className="border-t border-stone-200 bg-white p-3">
      {willMask && (
        <p id={warningId} role="status" className="mb-2 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900">
          <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {chatMessages.contactsHiddenUntilHire}
        </p>
      )}
      <div className="flex items-end gap-2">
        <label className="min-w-0 flex-1">
          <span className="sr-only">Mensagem</span>
          <textarea
            ref={input}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            rows={1}
            placeholder="Escreva uma mensagem"
            aria-describedby={willMask ? warningId : undefined}
            aria-invalid={tooLong || undefined}
            className="field-sizing-content max-h-40 min-h-11 w-full resize-none rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-sm text-stone-900 placeholder:text-stone-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
          />
        </label>
        <button
          type="submit"
          disabled={sending || !text.trim() || tooLong}
          className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white hover:bg-brand-800 disabled:bg-stone-300"
        >
          <SendHorizontal className="size-5" aria-hidden="true" />
          <span className="sr-only">{sending ? 'Enviando...' : 'Enviar'}</span>
        </button>
      </div>
      {text.length >= COUNTER_FROM && (
        <p className={tooLong ? 'mt-1 text-right text-xs font-medium text-red-700' : 'mt-1 text-right text-xs text-stone-500'}>
          {formatInteger(text.length)}/{formatInteger(CHAT_MESSAGE_MAX_LENGTH)}
        </p>
      )}
    </form>
  )
}
