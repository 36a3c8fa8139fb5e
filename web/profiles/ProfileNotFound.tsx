import { UserRoundX } from 'lucide-react'
import type { ReactNode } from 'react'
import { useDocumentTitle } from '../shell/useDocumentTitle'
import { ButtonLink } from '../ui/Button'
import { EmptyState } from '../ui/EmptyState'

export function ProfileNotFound({ children, action }: { children?: ReactNode; action?: ReactNode }) {
  useDocumentTitle('Perfil não encontrado')
  return (
    <div className="mx-auto max-w-xl py-8">
      <EmptyState
        icon={<UserRoundX className="size-10" aria-hidden="true" />}
        title="Perfil não encontrado"
        action={
          <div className="flex flex-wrap justify-center gap-2">
            {action}
            <ButtonLink to="/" variant={action ? 'outline' : 'primary'}>
              Voltar para o início
            </ButtonLink>
          </div>
        }
      >
        {children ?? 'Este perfil não existe ou foi removido.'}
      </EmptyState>
    </div>
  )
}
