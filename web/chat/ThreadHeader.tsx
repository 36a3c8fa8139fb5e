import { ArrowLeft, Lock, LockOpen } from 'lucide-react'
import type { ChatConversation } from '#domain/chat'
import { accountMessages } from '#domain/messages/auth'
import { messageOr } from '../api/client'
import { PaywallNotice } from '../billing/PaywallNotice'
import { Avatar } from '../ui/Avatar'
import { Button } from '../ui/Button'
import { AppLink } from '../ui/navigation'
import { toast } from '../ui/toast'
import { jobTitles } from './ConversationList'
import { HiredContact } from './HiredContact'
import { useSetConversationStatus } from './queries'
import { useSay } from '../ui/wording'

/**
 * Who the conversation is with and for which job(s); after the hire, the other side's contact,
 * released only then (spec §1), or why a locked account does not see it; closing and reopening.
 */
export function ThreadHeader({ conversation }: { conversation: ChatConversation }) {
  const say = useSay()
  const setStatus = useSetConversationStatus(conversation.id)
  const { other } = conversation
  const profilePath = other.side === 'barber' ? `/barbeiro/${other.profileId}` : `/barbearia/${other.profileId}`
  const closed = conversation.status === 'closed'

  const toggle = () =>
    setStatus.mutate(closed ? 'open' : 'closed', {
      onSuccess: (updated) => toast.success(updated.status === 'closed' ? 'Conversa fechada' : 'Conversa reaberta'),
      onError: (error) => toast.error('Erro ao atualizar conversa', { description: messageOr(error, 'Tente novamente.') }),
    })

  return (
    <header className="border-b border-stone-200 bg-white">
      <div className="flex items-center gap-3 px-3 py-3 sm:px-4">
        <AppLink to="/chat" className="-ml-1 flex size-10 shrink-0 items-center justify-center rounded-lg text-stone-700 hover:bg-stone-100 md:hidden">
          <ArrowLeft className="size-5" aria-hidden="true" />
          <span className="sr-only">Voltar para as conversas</span>
        </AppLink>
        <Avatar name={other.name} src={other.photoUrl} size="sm" square={other.side === 'barbershop'} />
        <div className="min-w-0 flex-1">
          <h2 className="truncate font-semibold text-stone-900">
            <AppLink to={profilePath} className="underline-offset-4 hover:underline">
              {other.name}
            </AppLink>
          </h2>
          <p className="truncate text-xs text-stone-500">
            {closed ? 'Conversa fechada · ' : ''}
            {conversation.jobs.length ? jobTitles(conversation) : 'Sem vaga vinculada'}
          </p>
        </div>
        <Button variant="ghost" size="sm" onClick={toggle} loading={setStatus.isPending} title={closed ? 'Reabrir conversa' : 'Fechar conversa'}>
          {closed ? <LockOpen className="size-4" aria-hidden="true" /> : <Lock className="size-4" aria-hidden="true" />}
          <span className="hidden sm:inline">{closed ? 'Reabrir' : 'Fechar'}</span>
          <span className="sr-only sm:hidden">{closed ? 'Reabrir conversa' : 'Fechar conversa'}</span>
        </Button>
      </div>
      {conversation.hired && conversation.contact && (
        <HiredContact
          contact={conversation.contact}
          label={other.side === 'barber' ? 'Barbeiro contratado' : say('Você foi contratado', 'Foi contratado')}
          className="border-t border-emerald-100 px-4"
        />
      )}
      {/* Hired, but the caller's lock came before the hire: the server withholds the contact. */}
      {conversation.hired && !conversation.contact && <PaywallNotice detail={accountMessages.trialExpiredContact} className="border-t border-amber-200 px-4" />}
    </header>
  )
}
