import { MessageCircle } from 'lucide-react'
import { isPaywallError, messageOr } from '../api/client'
import { Button, type ButtonVariant } from '../ui/Button'
import { useNavigation } from '../ui/navigation'
import { toast } from '../ui/toast'
import { useOpenConversation } from './queries'

/** Opens (or finds) the pair's conversation from an application and goes to it. */
export function OpenConversationButton({ applicationId, label, variant = 'outline' }: { applicationId: number; label: string; variant?: ButtonVariant }) {
  const open = useOpenConversation()
  const { navigate } = useNavigation()
  return (
    <Button
      variant={variant}
      size="sm"
      loading={open.isPending}
      onClick={() =>
        open.mutate(applicationId, {
          onSuccess: (conversation) => navigate(`/chat/${conversation.id}`),
          onError: (error) =>
            isPaywallError(error)
              ? toast.error(error.message, { description: error.detail })
              : toast.error('Erro ao abrir conversa', { description: messageOr(error, 'Tente novamente.') }),
        })
      }
    >
      <MessageCircle className="size-4" aria-hidden="true" />
      {label}
    </Button>
  )
}
