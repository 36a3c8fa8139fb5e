import { MailOpen } from 'lucide-react'
import { hasRole } from '#domain/roles'
import { useSession } from '../auth/session'
import { Page } from '../shell/Layout'
import { PageHeader } from '../shell/PageHeader'
import { ButtonLink } from '../ui/Button'
import { EmptyState } from '../ui/EmptyState'
import { formatCount } from '../ui/format'
import { ResultPagination, usePageParam } from '../ui/Pagination'
import { RetryAlert } from '../ui/RetryAlert'
import { useSay } from '../ui/wording'
import { PageSpinner } from '../ui/Spinner'
import { ReceivedInvitationCard } from './ReceivedInvitationCard'
import { SentInvitationCard } from './SentInvitationCard'
import { useInvitations } from './queries'

/** /convites: a barber's invitations to answer, or the ones a shop sent (decision 0067), newest first. */
export function InvitationsPage() {
  const { data: session } = useSession()
  const say = useSay()
  const barber = hasRole(session?.user, 'barber')
  const [page, changePage] = usePageParam()
  const invitations = useInvitations(page)
  const docs = invitations.data?.docs ?? []

  return (
    <Page>
      <PageHeader
        title={barber ? 'Convites' : 'Convites enviados'}
        description={
          barber
            ? say(
                'Barbearias que convidaram você para as vagas delas. Candidate-se com um toque ou recuse.',
                'Barbearias que o convidaram para as vagas delas. Candidate-se com um toque ou recuse.',
              )
            : say(
                'Os barbeiros que você convidou para as suas vagas e o que cada um respondeu.',
                'Os barbeiros que convidou para as suas vagas e o que cada um respondeu.',
              )
        }
        actions={
          <ButtonLink to={barber ? '/vagas-abertas' : '/barbeiros'} variant="outline">
            {barber ? 'Ver Vagas Abertas' : 'Encontrar barbeiros'}
          </ButtonLink>
        }
      />
      {invitations.isPending ? (
        <PageSpinner label={say('Carregando convites...', 'A carregar convites...')} />
      ) : invitations.isError && !invitations.data ? (
        <RetryAlert title="Erro ao carregar convites" onRetry={() => void invitations.refetch()}>
          Não foi possível carregar os seus convites.
        </RetryAlert>
      ) : docs.length === 0 ? (
        <EmptyState
          icon={<MailOpen className="size-10" aria-hidden="true" />}
          title={barber ? 'Nenhum convite por enquanto' : 'Nenhum convite enviado'}
          action={barber ? <ButtonLink to="/perfil">Completar meu perfil</ButtonLink> : <ButtonLink to="/barbeiros">Encontrar barbeiros</ButtonLink>}
        >
          {barber
            ? say(
                'Quando uma barbearia convidar você para uma vaga, o convite aparece aqui e chega por e-mail.',
                'Quando uma barbearia o convidar para uma vaga, o convite aparece aqui e chega por e-mail.',
              )
            : 'Use “Convidar para uma vaga” no perfil de um barbeiro ou na lista de barbeiros.'}
        </EmptyState>
      ) : (
        <>
          <p className="mb-4 text-sm text-stone-600">{formatCount(invitations.data?.totalDocs ?? docs.length, 'convite', 'convites')}</p>
          <ul aria-busy={invitations.isPlaceholderData || undefined} className="grid gap-4 transition-opacity aria-busy:opacity-60 lg:grid-cols-2">
            {docs.map((invitation) => (
              <li key={invitation.id} className="flex min-w-0">
                {barber ? <ReceivedInvitationCard invitation={invitation} /> : <SentInvitationCard invitation={invitation} />}
              </li>
            ))}
          </ul>
          <ResultPagination result={invitations.data} onChange={changePage} />
        </>
      )}
    </Page>
  )
}
