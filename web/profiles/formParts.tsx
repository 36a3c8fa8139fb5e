import { useEffect, useId, useRef, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react'
import { useWatch, type Control, type FieldValues, type Path, type UseFormSetError } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import type { MediaFolder } from '../../domain/media'
import type { DocumentLabel } from '../../domain/documents'
import { profileMessages } from '../../domain/messages'
import type { BarberProfileData, ShopProfileData } from '../../domain/profileSchemas'
import type { Media } from '../../payload-types'
import { Button } from '../ui/Button'
import { showServerFieldErrors, TextField } from '../ui/Field'
import { toast } from '../ui/toast'
import { releaseSlot, type MediaSlot } from './media'
import { useSaveProfile, useUploadMedia } from './queries'

/** Spec §2: the submit button says what the form is doing. */
export type SavePhase = 'idle' | 'photos' | 'video' | 'saving'

const phaseLabels: Record<Exclude<SavePhase, 'idle'>, string> = {
  photos: 'Enviando fotos...',
  video: 'Enviando vídeo...',
  saving: 'Salvando...',
}

export function FormSection({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-stone-600">{description}</p>}
      <div className="mt-5 flex flex-col gap-5">{children}</div>
    </section>
  )
}

/**
 * 'Seu perfil está N% completo', following the form as it is filled: `score` is the rule the server
 * scores a saved profile with (domain/profiles.ts), applied to what the form holds now.
 */
export function CompletenessMeter<T extends FieldValues, U>({
  control,
  score,
}: {
  control: Control<T, unknown, U>
  score: (profile: Record<string, unknown>) => { completeness: number }
}) {
  const value = useWatch({ control, compute: (values) => score(values).completeness })
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <p className="font-semibold text-stone-900">Seu perfil está {value}% completo</p>
        {value < 100 && <p className="hidden text-stone-600 sm:block">Campos opcionais também contam</p>}
      </div>
      <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-stone-200">
        <div className="h-full rounded-full bg-emerald-600 transition-[width]" style={{ width: `${value}%` }} />
      </div>
    </div>
  )
}

type SlotPatch = Partial<MediaSlot>

/** Updates one slot (found by key) inside a single-slot or a list state. */
export const patchOne =
  (set: Dispatch<SetStateAction<MediaSlot | null>>, key: string) =>
  (patch: SlotPatch): void =>
    set((current) => (current?.key === key ? { ...current, ...patch } : current))

export const patchInList =
  (set: Dispatch<SetStateAction<MediaSlot[]>>, key: string) =>
  (patch: SlotPatch): void =>
    set((current) => current.map((slot) => (slot.key === key ? { ...slot, ...patch } : slot)))

/**
 * Uploads a picked file with its progress shown on its slot; a file already on the server is
 * not sent again (a second try after a failed save reuses it).
 */
function useSlotUpload() {
  const upload = useUploadMedia()
  return async (slot: MediaSlot, folder: MediaFolder, patch: (patch: SlotPatch) => void): Promise<Media> => {
    if (slot.media) return slot.media
    patch({ progress: 0, error: undefined })
    try {
      const media = await upload.mutateAsync({ file: slot.file!, folder, onProgress: (progress) => patch({ progress }) })
      patch({ media, progress: 100 })
      return media
    } catch (error) {
      patch({ progress: undefined, error: (error as Error).message })
      throw error
    }
  }
}

/**
 * A profile form's save: `upload` sends the picked files (moving `phase`, which the submit button
 * shows) and returns what to save; then the profile is saved, a toast says so and the panel opens.
 * A failure puts the server's field errors on their fields and says what went wrong.
 */
export function useProfileSave<T extends FieldValues>({
  fields,
  setError,
  savedDetail,
  panelPath,
}: {
  fields: readonly Path<T>[]
  setError: UseFormSetError<T>
  savedDetail: string
  panelPath: string
}) {
  const navigate = useNavigate()
  const save = useSaveProfile()
  const uploadSlot = useSlotUpload()
  const [phase, setPhase] = useState<SavePhase>('idle')
  const run = async (upload: () => Promise<BarberProfileData | ShopProfileData>) => {
    try {
      const data = await upload()
      setPhase('saving')
      await save.mutateAsync(data)
      toast.success(profileMessages.saved, { description: savedDetail })
      navigate(panelPath)
    } catch (error) {
      setPhase('idle')
      showServerFieldErrors(error, fields, setError)
      toast.error(profileMessages.saveFailed, { description: (error as Error).message })
    }
  }
  return { phase, setPhase, uploadSlot, run }
}

/** Frees the local previews of picked files when the form goes away. */
export function useReleaseOnUnmount(slots: (MediaSlot | null)[]) {
  const current = useRef(slots)
  useEffect(() => {
    current.current = slots
  })
  useEffect(() => () => current.current.forEach(releaseSlot), [])
}

/** The CPF, CNPJ, NIF or NIPC the account already has: shown, not editable (the server keeps it too). */
export function LockedDocumentField({ label, value }: { label: DocumentLabel; value: string }) {
  return <TextField label={label} value={value} readOnly hint={profileMessages.documentLocked(label)} className="bg-stone-100 text-stone-700" />
}

export function RequiredNote() {
  return (
    <p className="text-sm text-stone-600">
      Campos marcados com <span className="font-semibold text-red-700">*</span> são obrigatórios.
    </p>
  )
}

/**
 * The submit button, and beside it the file being sent with its progress: whoever waits at the
 * button sees the upload move (the accessible progress bar is on the file's own field).
 */
export function SubmitBar({ phase, slots }: { phase: SavePhase; slots: (MediaSlot | null)[] }) {
  const busy = phase !== 'idle'
  const sending = slots.find((slot) => slot?.progress !== undefined && !slot.media)
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-end">
      {sending && (
        <div aria-hidden="true" className="flex min-w-0 flex-col gap-1.5 sm:w-64">
          <p className="flex justify-between gap-2 text-xs text-stone-600">
            <span className="truncate">{sending.file?.name}</span>
            <span className="font-semibold text-stone-800 tabular-nums">{sending.progress}%</span>
          </p>
          <div className="h-1.5 overflow-hidden rounded-full bg-stone-200">
            <div className="h-full rounded-full bg-brand-600 transition-[width] duration-200" style={{ width: `${sending.progress}%` }} />
          </div>
        </div>
      )}
      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto"
        loading={busy}
        loadingText={busy ? phaseLabels[phase as Exclude<SavePhase, 'idle'>] : undefined}
      >
        Salvar perfil
      </Button>
    </div>
  )
}
