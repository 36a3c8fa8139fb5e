import { Button } from '../ui/Button'
import type { SavePhase } from './useProfileSave'
import type { MediaSlot } from './media'
import { useSay, type Say } from '../ui/wording'

const phaseLabels = (say: Say): Record<Exclude<SavePhase, 'idle'>, string> => ({
  photos: say('Enviando fotos...', 'A enviar fotos...'),
  video: say('Enviando vídeo...', 'A enviar vídeo...'),
  saving: say('Salvando...', 'A guardar...'),
})

/**
 * The submit button, and beside it the file being sent with its progress: whoever waits at the
 * button sees the upload move (the accessible progress bar is on the file's own field).
 */
export function SubmitBar({ phase, slots }: { phase: SavePhase; slots: (MediaSlot | null)[] }) {
  const busy = phase !== 'idle'
  const say = useSay()
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
        loadingText={busy ? phaseLabels(say)[phase as Exclude<SavePhase, 'idle'>] : undefined}
      >
        {say('Salvar perfil', 'Guardar perfil')}
      </Button>
    </div>
  )
}
