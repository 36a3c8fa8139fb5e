import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { accountMessages } from '#domain/messages/auth'
import { jobMessages } from '#domain/messages/jobs'
import { profileMessages } from '#domain/messages/profiles'
import { jobFormToPayload } from '#domain/jobFormPayload'
import { ApiError } from '../api/client'
import { useSession } from '../auth/session'
import { Page } from '../shell/Layout'
import { PageHeader } from '../shell/PageHeader'
import { Alert } from '../ui/Alert'
import { ButtonLink } from '../ui/Button'
import { Card } from '../ui/Card'
import { showServerFieldErrors } from '../ui/Field'
import { toastPlanRefusal } from '../billing/planRefusal'
import { toast } from '../ui/toast'
import { JobForm, jobFormFields } from './JobForm'
import { useCreateJob } from './queries'
import { useSay } from '../ui/wording'

type Blocker = 'profile' | 'plan'

/** /anunciar-vaga (spec §2 "Post a job"): the form, then Minhas Vagas. */
export function PostJobPage() {
  const navigate = useNavigate()
  const { data: session } = useSession()
  const create = useCreateJob()
  const say = useSay()
  /** What the server said stands in the way, shown with the way out until the next try. */
  const [blocker, setBlocker] = useState<Blocker | null>(null)
  const locked = session?.user?.accountStatus === 'locked'
  const isShop = session?.user?.roles.includes('barbershop') ?? false
  // Posting needs every required field of the shop's profile, not only its record (the server checks the same).
  const missingProfile = isShop && !session?.profile?.complete

  return (
    <Page narrow>
      <PageHeader
        title="Anunciar Vaga"
        description={say(
          'Descreva a vaga para atrair os barbeiros certos para a sua equipe.',
          'Descreva a vaga para atrair os barbeiros certos para a sua equipa.',
        )}
        backTo="/vagas"
      />
      {(locked || blocker === 'plan') && (
        <Alert
          tone="warning"
          className="mb-6"
          title={accountMessages.trialExpired}
          action={
            <ButtonLink to="/planos" size="sm">
              Ver Planos
            </ButtonLink>
          }
        >
          {accountMessages.trialExpiredPost}
        </Alert>
      )}
      {(missingProfile || blocker === 'profile') && (
        <Alert
          tone="warning"
          className="mb-6"
          title={profileMessages.completeProfile}
          action={
            <ButtonLink to="/completar-perfil" size="sm">
              Completar perfil
            </ButtonLink>
          }
        >
          {say('Cadastre os dados da sua barbearia para publicar vagas.', 'Preencha os dados da sua barbearia para publicar vagas.')}
        </Alert>
      )}
      <Card className="sm:p-8">
        <JobForm
          country={session?.profile?.country ?? 'BR'}
          submitLabel="Publicar Vaga"
          pendingLabel="Publicando..."
          pending={create.isPending}
          secondaryAction={
            <ButtonLink to="/vagas" variant="outline" size="lg">
              Cancelar
            </ButtonLink>
          }
          onSubmit={(data, setError) => {
            setBlocker(null)
            create.mutate(jobFormToPayload(data), {
              onSuccess: () => {
                toast.success(jobMessages.published, { description: jobMessages.publishedDetail })
                navigate('/vagas')
              },
              onError: (error) => {
                if (error instanceof ApiError && error.status === 403 && error.message === accountMessages.trialExpired) {
                  toast.error(accountMessages.trialExpired, { description: error.detail ?? accountMessages.trialExpiredPost })
                  return setBlocker('plan')
                }
                if (toastPlanRefusal(error, navigate)) return
                showServerFieldErrors(error, jobFormFields, setError)
                toast.error(jobMessages.publishFailed, { description: error.message })
                if (error.message === jobMessages.shopNotFound) setBlocker('profile')
              },
            })
          }}
        />
      </Card>
    </Page>
  )
}
