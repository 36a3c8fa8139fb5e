import { Ban, ImagePlus, SendHorizontal, ShieldAlert, X } from 'lucide-react'
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react'
import { CHAT_MAX_ATTACHMENTS, CHAT_MESSAGE_MAX_LENGTH, type ChatConversation, type ChatMessage } from '#domain/chat'
import { previewContacts } from '#domain/contactPreview'
import { ERROR_CODES } from '#domain/errors'
import { chatMessages, portugueseChatMessages, type ChatMessages } from '#domain/messages/chat'
import { ApiError, messageOr } from '../api/client'
import { useSession } from '../auth/session'
import { PaywallNotice } from '../billing/PaywallNotice'
import { formatInteger } from '../ui/format'
import { toast } from '../ui/toast'
import { uploadRefusal } from '../api/mediaLimits'
import { uploadMedia } from '../api/upload'
import { sendMessage } from './queries'
import { useSay } from '../ui/wording'

/** A photo picked for the next message: its local preview, and its upload's progress once sending. */
type PickedPhoto = { key: string; file: File; previewUrl: string; progress?: number }
let pickedCount = 0

/** The counter shows from here on. */
const COUNTER_FROM = CHAT_MESSAGE_MAX_LENGTH - 200

/**
 * Enter sends, Shift+Enter starts a new line. After the hire, up to 5 photos go with a message. Before the hire the text goes through the
 * server's masking read with what fits in a browser (domain/contactPreview.ts), to warn before sending what the other side will not
 * see; the server masks whether or not the warning was shown, and when it did the sender is told at once (issue 37). After repeated
 * attempts the server pauses the sender here: the composer then says why and until when, as the server words it. Locked accounts get
 * the plan prompt.
 */
export function MessageComposer({ conversation, onSent }: { conversation: ChatConversation; onSent: (message: ChatMessage) => void }) {
  const messages = useSay()<ChatMessages>(chatMessages, portugueseChatMessages)
  const say = useSay()
  const locked = useSession().data?.user?.accountStatus === 'locked'
  const [text, setText] = useState('')
  const [sending, setSending] = useState(false)
  const [photos, setPhotos] = useState<PickedPhoto[]>([])
  const [photoNotice, setPhotoNotice] = useState('')
  /** What the server said about the last send: something was hidden, or the sender is paused here. */
  const [attemptNotice, setAttemptNotice] = useState('')
  const [paused, setPaused] = useState('')
  const input = useRef<HTMLTextAreaElement>(null)
  const fileInput = useRef<HTMLInputElement>(null)
  const warningId = useId()
  const current = useRef(photos)
  current.current = photos
  useEffect(() => () => current.current.forEach((photo) => URL.revokeObjectURL(photo.previewUrl)), [])
  const willMask = useMemo(() => !conversation.hired && text.trim() !== '' && previewContacts(text).masked, [conversation.hired, text])

  if (locked) return <PaywallNotice detail={messages.trialExpiredSend} className="border-t border-amber-200 px-4" />
  if (conversation.status === 'closed') {
    return <p className="border-t border-stone-200 bg-white p-4 text-center text-sm text-stone-600">{messages.conversationClosed}</p>
  }

  // Photos only after the hire (issue 30): the server refuses them before it, whatever is sent.
  const canAttach = conversation.hired
  const pickPhotos = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])]
    event.target.value = ''
    const room = CHAT_MAX_ATTACHMENTS - photos.length
    const refusals = await Promise.all(files.map((file) => uploadRefusal(file, 'image')))
    const accepted = files.filter((_, index) => !refusals[index])
    const kept = accepted.slice(0, Math.max(0, room))
    setPhotoNotice(
      refusals.find(Boolean) ??
        (accepted.length > kept.length
          ? say(`Você pode enviar até ${CHAT_MAX_ATTACHMENTS} fotos por mensagem.`, `Pode enviar até ${CHAT_MAX_ATTACHMENTS} fotos por mensagem.`)
          : ''),
    )
    setPhotos((previous) => [...previous, ...kept.map((file) => ({ key: `foto-${++pickedCount}`, file, previewUrl: URL.createObjectURL(file) }))])
  }
  const removePhoto = (key: string) => {
    setPhotos((previous) => {
      previous.filter((photo) => photo.key === key).forEach((photo) => URL.revokeObjectURL(photo.previewUrl))
      return previous.filter((photo) => photo.key !== key)
    })
    setPhotoNotice('')
  }

  const submit = async (event?: FormEvent) => {
    event?.preventDefault()
    const body = text.trim()
    if ((!body && !photos.length) || sending || body.length > CHAT_MESSAGE_MAX_LENGTH) return
    setSending(true)
    try {
      // All photos at once, each with its own progress bar; then the message that attaches them.
      const progress = (key: string) => (percent: number) =>
        setPhotos((previous) => previous.map((photo) => (photo.key === key ? { ...photo, progress: percent } : photo)))
      const uploaded = await Promise.all(
        photos.map((photo) => uploadMedia(photo.file, 'chat-photos', progress(photo.key), undefined, { conversation: conversation.id })),
      )
      const { message, notice, pause } = await sendMessage(
        conversation.id,
        body,
        uploaded.map((media) => media.id),
      )
      onSent(message)
      setAttemptNotice(notice ?? '')
      setPaused(pause?.message ?? '')
      setText('')
      photos.forEach((photo) => URL.revokeObjectURL(photo.previewUrl))
      setPhotos([])
    } catch (error) {
      setPhotos((previous) => previous.map(({ progress: _progress, ...photo }) => photo))
      if (error instanceof ApiError && error.code === ERROR_CODES.chatPaused) {
        setAttemptNotice('')
        setPaused(error.message)
        return
      }
      const title = error instanceof ApiError && error.title ? error.title : messages.sendFailed
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
      {paused ? (
        <div role="alert" className="mb-2 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          <Ban className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            <strong className="block font-semibold">{messages.sendingPausedTitle}</strong>
            {paused}
          </p>
        </div>
      ) : (
        attemptNotice &&
        !willMask && (
          <p role="status" className="mb-2 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {attemptNotice}
          </p>
        )
      )}
      {willMask && (
        <p id={warningId} role="status" className="mb-2 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900">
          <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {messages.contactsHiddenUntilHire}
        </p>
      )}
      {photos.length > 0 && (
        <ul className="mb-2 flex gap-2 overflow-x-auto" aria-label="Fotos para enviar">
          {photos.map((photo, index) => (
            <li key={photo.key} className="relative size-20 shrink-0 overflow-hidden rounded-lg border border-stone-200 bg-stone-100">
              <img src={photo.previewUrl} alt={`Foto ${index + 1} para enviar`} className="size-full object-cover" />
              <button
                type="button"
                onClick={() => removePhoto(photo.key)}
                disabled={sending}
                aria-label={`Remover foto ${index + 1}`}
                className="absolute top-1 right-1 flex size-7 items-center justify-center rounded-full bg-ink/75 text-white hover:bg-ink disabled:opacity-50"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
              {photo.progress !== undefined && (
                <div
                  role="progressbar"
                  aria-label={`Envio: foto ${index + 1} (${photo.file.name})`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={photo.progress}
                  aria-valuetext={`${photo.progress}%`}
                  className="absolute inset-x-1 bottom-1 h-1.5 overflow-hidden rounded-full bg-white/80"
                >
                  <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${photo.progress}%` }} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <p role="status" className={photoNotice ? 'mb-2 text-xs font-medium text-amber-800' : 'sr-only'}>
        {photoNotice}
      </p>
      <div className="flex items-end gap-2">
        {canAttach && (
          <>
            <button
              type="button"
              onClick={() => fileInput.current?.click()}
              disabled={sending || photos.length >= CHAT_MAX_ATTACHMENTS}
              className="flex size-11 shrink-0 items-center justify-center rounded-full border border-stone-300 bg-white text-stone-800 hover:border-brand-600 hover:text-brand-800 disabled:opacity-50"
            >
              <ImagePlus className="size-5" aria-hidden="true" />
              <span className="sr-only">Anexar fotos</span>
            </button>
            <input ref={fileInput} type="file" accept="image/jpeg,image/png,image/webp" multiple hidden onChange={(event) => void pickPhotos(event)} />
          </>
        )}
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
          disabled={sending || (!text.trim() && !photos.length) || tooLong}
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
