import { ArrowLeft, ArrowRight, Camera, ImagePlus, RotateCw, Video, X } from 'lucide-react'
import { useRef, useState, type ChangeEvent, type Dispatch, type ReactNode, type SetStateAction } from 'react'
import type { MediaKind } from '#domain/media'
import { profileMediaMessages } from '#domain/messages/profiles'
import { PHOTO_CAPTION_MAX } from '#domain/profiles'
import { videoLimitsHint } from '#domain/uploadLimits'
import { uploadRefusal, useMediaLimits } from '../api/mediaLimits'
import { Button } from '../ui/Button'
import { cn } from '../ui/cn'
import { describedBy, FieldHelp } from '../ui/Field'
import { IMAGE_ACCEPT, releaseSlot, slotFromFile, slotPreview, VIDEO_ACCEPT, type MediaSlot } from './media'
import { useSay } from '../ui/wording'

/** A real upload's progress, readable by screen readers (role progressbar) and by eye (bar, percent, and `status` above them). */
function UploadProgress({ percent, label, status, className }: { percent: number; label: string; status?: string; className?: string }) {
  const bar = (
    <div className={cn('flex items-center gap-2', !status && className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="h-2 flex-1 overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full rounded-full bg-brand-600 transition-[width] duration-200" style={{ width: `${percent}%` }} />
      </div>
      <span aria-hidden="true" className="w-10 text-right text-xs font-semibold text-stone-700 tabular-nums">
        {percent}%
      </span>
    </div>
  )
  if (!status) return bar
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <p className="text-xs font-medium text-stone-700">{status}</p>
      {bar}
    </div>
  )
}

/** A picked file on its way: uploads start when a file is picked (decision 0058). */
const isUploading = (slot: MediaSlot | null | undefined): slot is MediaSlot & { progress: number } => slot?.progress !== undefined && !slot.media

/** A picked file whose upload failed, with its error shown by the picker: it may be sent again. */
const hasFailed = (slot: MediaSlot | null | undefined): slot is MediaSlot => Boolean(slot?.file && slot.error && !slot.media)

/** 'Tentar novamente' for one failed file. */
function RetryButton({ slot, onRetry }: { slot: MediaSlot; onRetry: (slot: MediaSlot) => void }) {
  return (
    <Button variant="outline" size="sm" onClick={() => onRetry(slot)}>
      <RotateCw className="size-4" aria-hidden="true" />
      Tentar novamente
    </Button>
  )
}

/** Label, hint and error around a file control; the controls point at the hint and error. */
function FileGroup({
  id,
  label,
  required,
  hint,
  error,
  children,
}: {
  id: string
  label: string
  required?: boolean
  hint?: ReactNode
  error?: string
  children: ReactNode
}) {
  return (
    <div role="group" aria-labelledby={`${id}-label`} className="flex flex-col gap-2">
      <p id={`${id}-label`} className="text-sm font-medium text-stone-800">
        {label}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        )}
        {required && <span className="sr-only"> (obrigatório)</span>}
      </p>
      {children}
      <FieldHelp id={id} hint={hint} error={error} />
    </div>
  )
}

/** The hidden file input behind a button: a button is what keyboards and screen readers expect. */
function useFilePicker(onFiles: (files: File[]) => void) {
  const input = useRef<HTMLInputElement>(null)
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])]
    // Picking the same file again must still count as a choice.
    event.target.value = ''
    if (files.length) onFiles(files)
  }
  return { input, open: () => input.current?.click(), onChange }
}

/** What every picker takes: its input's id and name, the label and hint above it, the error under it, and the retry of a failed upload. */
type PickerProps = { id: string; name: string; label: string; hint?: string; error?: string; disabled?: boolean; onRetry: (slot: MediaSlot) => void }

type SlotSetter = Dispatch<SetStateAction<MediaSlot | null>>

/**
 * Picking one file (a photo, a logo, the video). It shows at once, so a form sent right away still
 * has it; then it is checked against the server's limits and, if over one, taken back (the previous
 * choice returns) with the server's message where the picker shows errors. uploadMedia checks
 * again before sending, so a refused file never leaves the browser.
 */
function useSinglePick(kind: MediaKind, slot: MediaSlot | null, onChange: SlotSetter) {
  const [refusal, setRefusal] = useState<string>()
  const picker = useFilePicker(async ([file]) => {
    const picked = slotFromFile(file)
    onChange(picked)
    const found = await uploadRefusal(file, kind)
    setRefusal(found)
    if (!found) return releaseSlot(slot)
    releaseSlot(picked)
    onChange((current) => (current?.key === picked.key ? slot : current))
  })
  const remove = () => {
    releaseSlot(slot)
    setRefusal(undefined)
    onChange(null)
  }
  return { picker, refusal, remove }
}

/** "Envio: Foto de perfil (corte.jpg)". */
function uploadLabel(slot: MediaSlot, what: string) {
  return `Envio: ${what}${slot.file ? ` (${slot.file.name})` : ''}`
}

/** One image (a barber's photo, a shop's logo) with its preview, replace and remove. */
export function ImagePicker({
  id,
  name,
  label,
  hint,
  error,
  slot,
  onChange,
  onRetry,
  disabled,
  round = false,
}: PickerProps & { slot: MediaSlot | null; onChange: SlotSetter; round?: boolean }) {
  const { picker, refusal, remove } = useSinglePick('image', slot, onChange)
  const say = useSay()
  const preview = slot && slotPreview(slot, 'thumbnail')
  const shownError = refusal ?? error ?? slot?.error
  return (
    <FileGroup id={id} label={label} hint={hint} error={shownError}>
      <div className="flex items-center gap-4">
        <div
          className={cn(
            'flex size-24 shrink-0 items-center justify-center overflow-hidden border border-stone-200 bg-stone-100 text-stone-400',
            round ? 'rounded-full' : 'rounded-xl',
          )}
        >
          {preview ? <img src={preview} alt="" className="size-full object-cover" /> : <Camera className="size-8" aria-hidden="true" />}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <Button
              id={`${id}-button`}
              variant="outline"
              size="sm"
              onClick={picker.open}
              disabled={disabled}
              aria-describedby={describedBy(id, shownError, hint)}
            >
              <ImagePlus className="size-4" aria-hidden="true" />
              {slot ? `Trocar ${label.toLowerCase()}` : `Escolher ${label.toLowerCase()}`}
            </Button>
            {hasFailed(slot) && !disabled && <RetryButton slot={slot} onRetry={onRetry} />}
            {slot && (
              <Button variant="ghost" size="sm" disabled={disabled} onClick={remove}>
                Remover
              </Button>
            )}
          </div>
          {isUploading(slot) && (
            <UploadProgress percent={slot.progress} label={uploadLabel(slot, label)} status={say('Enviando foto...', 'A enviar foto...')} />
          )}
        </div>
      </div>
      <input ref={picker.input} id={id} name={name} type="file" accept={IMAGE_ACCEPT} hidden onChange={picker.onChange} />
    </FileGroup>
  )
}

/** The presentation video: a player for the chosen or saved video, replace, and the upload's progress. */
export function VideoPicker({
  id,
  name,
  label,
  hint,
  error,
  slot,
  onChange,
  onRetry,
  disabled,
}: PickerProps & { slot: MediaSlot | null; onChange: SlotSetter }) {
  const { picker, refusal } = useSinglePick('video', slot, onChange)
  const limits = useMediaLimits()
  const say = useSay()
  const source = slot?.previewUrl ?? slot?.media?.url ?? undefined
  const shownError = refusal ?? error ?? slot?.error
  const fullHint = limits ? [hint, videoLimitsHint(limits)].filter(Boolean).join(' ') : hint
  return (
    <FileGroup id={id} label={label} required hint={fullHint} error={shownError}>
      {slot && source ? (
        <video
          src={source}
          controls
          preload="metadata"
          playsInline
          aria-label={`Pré-visualização: ${label.toLowerCase()}`}
          className="aspect-video max-h-96 w-full rounded-xl bg-ink object-contain"
        />
      ) : (
        <div
          className={cn(
            'flex w-full flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed bg-white px-4 py-8 text-center',
            shownError ? 'border-red-300' : 'border-stone-300',
          )}
        >
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Video className="size-6" aria-hidden="true" />
          </span>
          <p className="text-sm font-semibold text-stone-800">Nenhum vídeo escolhido</p>
          <p className="max-w-xs text-xs text-stone-600">
            {say(
              'Grave de 30 segundos a 1 minuto mostrando você e o seu trabalho.',
              'Grave de 30 segundos a 1 minuto a apresentar-se e a mostrar o seu trabalho.',
            )}
          </p>
        </div>
      )}
      {isUploading(slot) && <UploadProgress percent={slot.progress} label={uploadLabel(slot, label)} status={say('Enviando vídeo...', 'A enviar vídeo...')} />}
      <div className="flex flex-wrap items-center gap-2">
        <Button
          id={`${id}-button`}
          variant="outline"
          size="sm"
          onClick={picker.open}
          disabled={disabled}
          aria-describedby={describedBy(id, shownError, fullHint)}
        >
          <Video className="size-4" aria-hidden="true" />
          {slot ? 'Trocar vídeo' : 'Escolher vídeo'}
        </Button>
        {hasFailed(slot) && !disabled && <RetryButton slot={slot} onRetry={onRetry} />}
        {slot?.file && <span className="min-w-0 truncate text-xs text-stone-600">{slot.file.name}</span>}
      </div>
      <input ref={picker.input} id={id} name={name} type="file" accept={VIDEO_ACCEPT} hidden onChange={picker.onChange} />
    </FileGroup>
  )
}

/**
 * A gallery of photos: a barber's portfolio (12) or a shop's photos (5, spec §5). Several files are
 * picked at once (a selection beyond the limit keeps the first ones and says so); each photo takes
 * an optional caption and moves by drag or by its arrow buttons (keyboard); each uploads as soon
 * as it is picked, with its own progress bar and, if it fails, 'Tentar novamente' (decision 0058).
 */
export function PhotosPicker({
  id,
  name,
  label,
  hint,
  error,
  slots,
  onChange,
  onRetry,
  disabled,
  max,
}: PickerProps & { slots: MediaSlot[]; onChange: Dispatch<SetStateAction<MediaSlot[]>>; max: number }) {
  const [notice, setNotice] = useState('')
  const [refusal, setRefusal] = useState<string>()
  const [dragged, setDragged] = useState<string>()
  // As useSinglePick: the photos show at once, and any over the size limit are then taken back.
  const picker = useFilePicker(async (files) => {
    const room = max - slots.length
    const dropped = Math.max(0, files.length - room)
    setNotice(dropped === 0 ? '' : profileMediaMessages.photosOverLimit(max, dropped))
    const chosen = files.slice(0, Math.max(0, room))
    const picked = chosen.map(slotFromFile)
    onChange([...slots, ...picked])
    const refusals = await Promise.all(chosen.map((file) => uploadRefusal(file, 'image')))
    setRefusal(refusals.find(Boolean))
    const refused = picked.filter((_, index) => refusals[index])
    if (!refused.length) return
    refused.forEach(releaseSlot)
    onChange((current) => current.filter((slot) => !refused.some((other) => other.key === slot.key)))
  })
  const remove = (slot: MediaSlot) => {
    releaseSlot(slot)
    setNotice('')
    setRefusal(undefined)
    onChange(slots.filter((other) => other.key !== slot.key))
  }
  const move = (key: string, to: number, announce: boolean) => {
    const from = slots.findIndex((slot) => slot.key === key)
    if (from < 0 || to < 0 || to >= slots.length || from === to) return
    const next = [...slots]
    next.splice(to, 0, ...next.splice(from, 1))
    onChange(next)
    if (announce) {
      setNotice(`Foto movida para a posição ${to + 1} de ${slots.length}.`)
      // The pressed button moved with its photo: the focus follows it, or goes to the photo's other arrow at either end (the pressed one is now disabled).
      const atEnd = to === 0 || to === slots.length - 1
      const forward = to > from
      const button = forward !== atEnd ? 'depois' : 'antes'
      requestAnimationFrame(() => document.getElementById(`${id}-${key}-${button}`)?.focus())
    }
  }
  const setCaption = (key: string, caption: string) => onChange((current) => current.map((slot) => (slot.key === key ? { ...slot, caption } : slot)))
  const shownError = refusal ?? error ?? slots.find((slot) => slot.error)?.error
  const arrowButton =
    'flex size-9 items-center justify-center rounded-lg border border-stone-300 bg-white text-stone-800 hover:border-brand-600 disabled:opacity-40'
  return (
    <FileGroup id={id} label={label} hint={hint} error={shownError}>
      <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {slots.map((slot, index) => {
          const preview = slotPreview(slot, 'thumbnail')
          const what = `Foto ${index + 1}`
          return (
            <li
              key={slot.key}
              draggable={!disabled}
              onDragStart={(event) => {
                setDragged(slot.key)
                event.dataTransfer.effectAllowed = 'move'
              }}
              onDragOver={(event) => {
                if (dragged) event.preventDefault()
              }}
              onDrop={(event) => {
                event.preventDefault()
                if (dragged) move(dragged, index, false)
                setDragged(undefined)
              }}
              onDragEnd={() => setDragged(undefined)}
              className={cn('flex flex-col gap-1.5 rounded-xl border border-stone-200 bg-white p-1.5', dragged === slot.key && 'opacity-50')}
            >
              <div className="relative aspect-square cursor-grab overflow-hidden rounded-lg bg-stone-100">
                {preview && <img src={preview} alt={what} draggable={false} className="size-full object-cover" />}
                <button
                  type="button"
                  onClick={() => remove(slot)}
                  disabled={disabled}
                  aria-label={`Remover foto ${index + 1}`}
                  className="absolute top-1.5 right-1.5 flex size-8 items-center justify-center rounded-full bg-ink/75 text-white hover:bg-ink disabled:opacity-50"
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
                {isUploading(slot) && (
                  <UploadProgress
                    percent={slot.progress}
                    label={uploadLabel(slot, what)}
                    className="absolute inset-x-1.5 bottom-1.5 rounded-md bg-white/90 px-1.5 py-1"
                  />
                )}
                {hasFailed(slot) && (
                  <div className="absolute inset-x-1.5 bottom-1.5 flex flex-col gap-1 rounded-md bg-white/95 p-1.5">
                    <p className="text-xs font-semibold text-red-700">Não enviada</p>
                    {!disabled && (
                      // Small enough for a tile of a 390 px screen; `what` tells the tiles' buttons apart for screen readers.
                      <button
                        type="button"
                        onClick={() => onRetry(slot)}
                        className="flex items-center justify-center gap-1 rounded-md border border-stone-300 bg-white px-1.5 py-1.5 text-xs font-semibold text-stone-800 hover:border-brand-600"
                      >
                        <RotateCw className="size-3.5 shrink-0" aria-hidden="true" />
                        Tentar novamente<span className="sr-only"> ({what})</span>
                      </button>
                    )}
                  </div>
                )}
              </div>
              <label htmlFor={`${id}-${slot.key}-legenda`} className="sr-only">
                Legenda da foto {index + 1}
              </label>
              <input
                id={`${id}-${slot.key}-legenda`}
                type="text"
                value={slot.caption ?? ''}
                maxLength={PHOTO_CAPTION_MAX}
                placeholder="Legenda (opcional)"
                disabled={disabled}
                onChange={(event) => setCaption(slot.key, event.target.value)}
                className="w-full rounded-lg border border-stone-300 px-2 py-1.5 text-sm placeholder:text-stone-500 focus:border-brand-600 focus:outline-none"
              />
              <div className="flex items-center justify-between gap-1">
                <button
                  id={`${id}-${slot.key}-antes`}
                  type="button"
                  className={arrowButton}
                  onClick={() => move(slot.key, index - 1, true)}
                  disabled={disabled || index === 0}
                  aria-label={`Mover foto ${index + 1} para antes`}
                >
                  <ArrowLeft className="size-4" aria-hidden="true" />
                </button>
                <span className="text-xs font-medium text-stone-600 tabular-nums" aria-hidden="true">
                  {index + 1}/{slots.length}
                </span>
                <button
                  id={`${id}-${slot.key}-depois`}
                  type="button"
                  className={arrowButton}
                  onClick={() => move(slot.key, index + 1, true)}
                  disabled={disabled || index === slots.length - 1}
                  aria-label={`Mover foto ${index + 1} para depois`}
                >
                  <ArrowRight className="size-4" aria-hidden="true" />
                </button>
              </div>
            </li>
          )
        })}
        {slots.length < max && (
          <li className="aspect-square">
            <button
              type="button"
              onClick={picker.open}
              disabled={disabled}
              aria-describedby={describedBy(id, shownError, hint)}
              className="flex size-full flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-stone-300 bg-white p-2 text-center text-xs font-semibold text-stone-700 hover:border-brand-600 hover:text-brand-800 disabled:opacity-50"
            >
              <ImagePlus className="size-6" aria-hidden="true" />
              Adicionar fotos
            </button>
          </li>
        )}
      </ol>
      <p className="text-xs text-stone-600">
        {slots.length} de {max} fotos. Arraste ou use as setas para mudar a ordem.
      </p>
      <p role="status" className={notice ? 'text-sm font-medium text-amber-800' : 'sr-only'}>
        {notice}
      </p>
      <input ref={picker.input} id={id} name={name} type="file" accept={IMAGE_ACCEPT} multiple hidden onChange={picker.onChange} />
    </FileGroup>
  )
}
