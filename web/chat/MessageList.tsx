import { Check, CheckCheck, EyeOff } from 'lucide-react'
import { Fragment, useLayoutEffect, useRef } from 'react'
import { dayLabel, type ChatMessage } from '#domain/chat'
import { chatMessages, portugueseChatMessages, type ChatMessages } from '#domain/messages/chat'
import { cn } from '../ui/cn'
import { PhotoGrid } from '../ui/PhotoViewer'
import { formatTime } from '../ui/format'
import { Spinner } from '../ui/Spinner'
import { useSay } from '../ui/wording'

const dayKey = (iso: string) => new Date(iso).toDateString()

/** The text with each hidden contact set apart, so it reads as the app's doing, not the sender's words. */
function MessageBody({ body }: { body: string }) {
  const parts = body.split(chatMessages.contactHidden)
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && (
        <span className="rounded bg-stone-200/80 px-1 py-px whitespace-nowrap text-[0.8125rem] font-medium text-stone-700">{chatMessages.contactHidden}</span>
      )}
    </Fragment>
  ))
}
/** Closer to the top than this and older messages are fetched. */
const LOAD_OLDER_THRESHOLD_PX = 120

/**
 * The messages with a separator per day (pt-BR), the caller's own on the right with their sent or
 * read state. Scrolling near the top loads older messages without moving what is on screen; a new
 * message scrolls into view when the reader was already at the bottom.
 */
export function MessageList({
  messages,
  loading,
  hasOlder,
  onLoadOlder,
  userId,
  otherReadUpTo,
}: {
  messages: ChatMessage[]
  loading: boolean
  hasOlder: boolean
  onLoadOlder: () => Promise<void>
  userId: number | undefined
  otherReadUpTo: number
}) {
  const texts = useSay()<ChatMessages>(chatMessages, portugueseChatMessages)
  const scroller = useRef<HTMLDivElement>(null)
  const atBottom = useRef(true)
  const previous = useRef<{ first: number | undefined; height: number }>({ first: undefined, height: 0 })

  useLayoutEffect(() => {
    const element = scroller.current
    if (!element) return
    const first = messages[0]?.id
    if (previous.current.first !== undefined && first !== undefined && first < previous.current.first) {
      // Older messages went in above: keep the same ones on screen.
      element.scrollTop += element.scrollHeight - previous.current.height
    } else if (atBottom.current) {
      element.scrollTop = element.scrollHeight
    }
    previous.current = { first, height: element.scrollHeight }
  }, [messages])

  const onScroll = () => {
    const element = scroller.current
    if (!element) return
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 40
    if (element.scrollTop < LOAD_OLDER_THRESHOLD_PX && hasOlder) void onLoadOlder()
  }

  return (
    // Focusable, so a keyboard scrolls a long thread too (it holds no link or button to land on).
    <div
      ref={scroller}
      onScroll={onScroll}
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto bg-stone-50 px-3 py-4 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-brand-600 sm:px-6"
      aria-busy={loading}
    >
      {loading ? (
        <div className="flex h-full items-center justify-center">
          <Spinner label="Carregando mensagens..." />
        </div>
      ) : messages.length === 0 ? (
        <p className="flex h-full items-center justify-center px-6 text-center text-sm text-stone-500">Nenhuma mensagem ainda. Envie a primeira!</p>
      ) : (
        <ol aria-label="Mensagens" className="flex flex-col gap-1.5">
          {hasOlder && (
            <li className="flex justify-center py-2">
              <button type="button" onClick={() => void onLoadOlder()} className="text-xs font-medium text-brand-800 underline-offset-4 hover:underline">
                Carregar mensagens anteriores
              </button>
            </li>
          )}
          {messages.map((message, index) => {
            const mine = message.sender === userId
            const newDay = index === 0 || dayKey(messages[index - 1]!.createdAt) !== dayKey(message.createdAt)
            const read = mine && message.id <= otherReadUpTo
            return (
              <Fragment key={message.id}>
                {newDay && (
                  <li className="my-2 flex justify-center">
                    <span className="rounded-full bg-white px-3 py-1 text-xs font-medium text-stone-600 shadow-sm">
                      {dayLabel(new Date(message.createdAt))}
                    </span>
                  </li>
                )}
                <li className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
                  <div
                    className={cn(
                      'max-w-[85%] rounded-2xl px-3.5 py-2 shadow-sm sm:max-w-[70%]',
                      mine ? 'rounded-br-md bg-brand-100 text-stone-900' : 'rounded-bl-md bg-white text-stone-900',
                    )}
                  >
                    {message.attachments.length > 0 && (
                      <PhotoGrid
                        photos={message.attachments.map((photo, photoIndex) => ({
                          ...photo,
                          alt: `Foto ${photoIndex + 1} de ${message.attachments.length} da mensagem`,
                        }))}
                        label="Fotos da mensagem"
                        className={cn('mb-1 grid gap-1', message.attachments.length > 1 ? 'w-56 grid-cols-2' : 'w-48 grid-cols-1')}
                      />
                    )}
                    {message.body && (
                      <p className="text-sm break-words whitespace-pre-wrap">
                        <MessageBody body={message.body} />
                      </p>
                    )}
                    {mine && message.masked && (
                      <p className="mt-1 flex items-start gap-1 text-xs text-amber-900">
                        <EyeOff className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
                        {texts.maskedNote}
                      </p>
                    )}
                    <p className="mt-0.5 flex items-center justify-end gap-1 text-[0.6875rem] text-stone-600">
                      <time dateTime={message.createdAt}>{formatTime(message.createdAt)}</time>
                      {mine &&
                        (read ? (
                          <CheckCheck className="size-3.5 text-sky-700" aria-label="Lida" role="img" />
                        ) : (
                          <Check className="size-3.5" aria-label="Enviada" role="img" />
                        ))}
                    </p>
                  </div>
                </li>
              </Fragment>
            )
          })}
        </ol>
      )}
    </div>
  )
}
