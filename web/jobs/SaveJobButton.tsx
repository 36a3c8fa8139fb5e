import { Bookmark, BookmarkCheck } from 'lucide-react'
import { Button, type ButtonSize } from '../ui/Button'
import { toast } from '../ui/toast'
import { useToggleSavedJob } from './queries'

/** Salvar Vaga / Vaga salva: a toggle (aria-pressed) that keeps the job in Vagas Salvas. */
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
  const onClick = () =>
    toggle.mutate(
      { jobId, saved, savedJobId },
      {
        onSuccess: () =>
          saved
            ? toast.message('Vaga removida de Vagas Salvas')
            : toast.success('Vaga salva', { description: 'Ela fica guardada em Vagas Salvas para você ver depois.' }),
        onError: (error) => toast.error(saved ? 'Erro ao remover vaga salva' : 'Erro ao salvar vaga', { description: error.message }),
      },
    )
  const Icon = saved ? BookmarkCheck : Bookmark
  return (
    <Button
      variant="outline"
      size={size}
      aria-pressed={saved}
      aria-label={saved ? `Vaga salva: ${jobTitle}. Remover de Vagas Salvas` : `Salvar Vaga: ${jobTitle}`}
      loading={toggle.isPending}
      onClick={onClick}
      className={className}
    >
      {!toggle.isPending && <Icon className={saved ? 'size-4 text-brand-700' : 'size-4'} aria-hidden="true" />}
      {saved ? 'Vaga salva' : 'Salvar Vaga'}
    </Button>
  )
}
