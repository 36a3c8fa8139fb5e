import { Bookmark, BookmarkCheck } from 'lucide-react'
import { Button, type ButtonSize } from '../ui/Button'
import { toast } from '../ui/toast'
import { useSay } from '../ui/wording'
import { useToggleSavedJob } from './queries'

/** Salvar Vaga / Vaga salva (Guardar vaga / Vaga guardada in Portugal): a toggle (aria-pressed) that keeps the job in Vagas Salvas. */
export function SaveJobButton({
  jobId,
  jobTitle,
  saved,
  savedJobId,
  size = 'md',
  className,
}: {
  jobId: number
  jobTitle: string
  saved: boolean
  savedJobId?: number | null
  size?: ButtonSize
  className?: string
}) {
  const toggle = useToggleSavedJob()
  const say = useSay()
  const list = say('Vagas Salvas', 'Vagas guardadas')
  const onClick = () =>
    toggle.mutate(
      { jobId, saved, savedJobId },
      {
        onSuccess: () =>
          saved
            ? toast.message(`Vaga removida de ${list}`)
            : toast.success(say('Vaga salva', 'Vaga guardada'), {
                description: say('Ela fica guardada em Vagas Salvas para você ver depois.', 'Fica em Vagas guardadas para ver depois.'),
              }),
        onError: (error) =>
          toast.error(saved ? say('Erro ao remover vaga salva', 'Erro ao remover vaga guardada') : say('Erro ao salvar vaga', 'Erro ao guardar vaga'), {
            description: error.message,
          }),
      },
    )
  const Icon = saved ? BookmarkCheck : Bookmark
  return (
    <Button
      variant="outline"
      size={size}
      aria-pressed={saved}
      aria-label={saved ? `${say('Vaga salva', 'Vaga guardada')}: ${jobTitle}. Remover de ${list}` : `${say('Salvar Vaga', 'Guardar vaga')}: ${jobTitle}`}
      loading={toggle.isPending}
      onClick={onClick}
      className={className}
    >
      {!toggle.isPending && <Icon className={saved ? 'size-4 text-brand-700' : 'size-4'} aria-hidden="true" />}
      {saved ? say('Vaga salva', 'Vaga guardada') : say('Salvar Vaga', 'Guardar vaga')}
    </Button>
  )
}
