import { RotateCw } from 'lucide-react'
import { profileMessages } from '#domain/messages/profiles'
import { Button } from '../ui/Button'
import { EmptyState } from '../ui/EmptyState'
import { useErrorToast } from '../ui/toast'

/** Spec §8: dashboards say 'Erro ao carregar dados' when their data does not come. */
export function useLoadFailedToast(error: Error | null | undefined) {
  useErrorToast(error, profileMessages.loadFailed, { description: error?.message })
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState
      title={profileMessages.loadFailed}
      action={
        <Button variant="outline" onClick={onRetry}>
          <RotateCw className="size-4" aria-hidden="true" /> Tentar novamente
        </Button>
      }
    >
      Verifique sua conexão e tente novamente.
    </EmptyState>
  )
}
