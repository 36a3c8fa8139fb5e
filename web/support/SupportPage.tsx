import { supportMessages } from '#domain/support'
import { useSession } from '../auth/session'
import { Page } from '../shell/Layout'
import { PageHeader } from '../shell/PageHeader'
import { SupportTicketForm } from './SupportTicketForm'
import { SupportTicketList } from './SupportTicketList'
import { useSay } from '../ui/wording'

/**
 * /suporte: open a ticket and follow the answers. Signed-in users only (the route's loader), locked
 * accounts included: support is how they get help.
 */
export function SupportPage() {
  const say = useSay()
  const { data: session } = useSession()
  const user = session?.user
  if (!user) return null
  return (
    <Page>
      <div className="mx-auto flex max-w-2xl flex-col gap-6">
        <PageHeader
          title={supportMessages.title}
          description={say(
            'Fale com a equipe do Navalha sobre sua conta, pagamentos, vagas ou candidaturas.',
            'Fale com a equipa do Navalha sobre a sua conta, pagamentos, vagas ou candidaturas.',
          )}
        />
        <SupportTicketForm user={user} />
        <section aria-labelledby="my-tickets" className="flex flex-col gap-3">
          <h2 id="my-tickets" className="text-lg font-semibold text-stone-900">
            Meus chamados
          </h2>
          <SupportTicketList userId={user.id} />
        </section>
      </div>
    </Page>
  )
}
