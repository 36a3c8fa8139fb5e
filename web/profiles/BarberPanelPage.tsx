import { Bookmark, BriefcaseBusiness, CircleCheck, Clock, MessagesSquare, PartyPopper, Search, Send, CircleX, UserRoundX } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { Navigate } from 'react-router-dom'
import { instagramUrl } from '../../domain/contact'
import type { BarberDashboard } from '../../domain/dashboard'
import { formatLocation } from '../../domain/locations'
import type { Barber } from '../../payload-types'
import { imageUrl } from '../api/populated'
import { primaryRole } from '../../domain/session'
import { useSession } from '../auth/session'
import { useSignOut } from '../auth/useSignOut'
import { Page } from '../shell/Layout'
import { PageHeader } from '../shell/PageHeader'
import { QuotaUsageMeter } from '../billing/QuotaUsageMeter'
import { RecommendedJobs } from '../perks/Recommendations'
import { TrialBanner } from '../shell/TrialBanner'
import { Alert } from '../ui/Alert'
import { Button } from '../ui/Button'
import { EmptyState } from '../ui/EmptyState'
import { PageSpinner } from '../ui/Spinner'
import {
  CompleteProfilePrompt,
  LoadFailed,
  notProvided,
  PanelSection,
  PlanPrompt,
  ProfileSummary,
  QuickAccess,
  StatGrid,
  useLoadFailedToast,
  type Shortcut,
} from './panelParts'
import { useDashboard, useEnsureBarberRecord, useMyProfile } from './queries'
import { yearsLabel } from '../ui/experience'

const shortcuts: Shortcut[] = [
  { to: '/vagas-abertas', title: 'Vagas Abertas', description: 'Encontre vagas perto de você e candidate-se.', icon: Search },
  { to: '/vagas-aplicadas', title: 'Vagas Aplicadas', description: 'Acompanhe o status das suas candidaturas.', icon: Send },
  { to: '/vagas-salvas', title: 'Vagas Salvas', description: 'As vagas que você guardou para ver depois.', icon: Bookmark },
  { to: '/chat', title: 'Chat', description: 'Converse com as barbearias.', icon: MessagesSquare },
]

/** /painel-barbeiro (spec §2 "Barber panel"). */
export function BarberPanelPage() {
  const { data: session } = useSession()
  const firstName = session?.user?.name.split(' ')[0]
  return (
    <Page>
      <PageHeader title="Painel do Barbeiro" description={firstName ? `Olá, ${firstName}! Veja como andam suas candidaturas.` : undefined} back={false} />
      {session?.user && !primaryRole(session.user) ? (
        <RolelessNotice />
      ) : session?.user?.accountStatus === 'locked' ? (
        <PlanPrompt audience="barber" />
      ) : (
        <BarberPanel />
      )}
    </Page>
  )
}

/** An account without a role (made by hand, or whose role an admin removed) can do nothing yet: say so. */
function RolelessNotice() {
  const { signOut, pending } = useSignOut()
  return (
    <EmptyState
      icon={<UserRoundX className="size-10" aria-hidden="true" />}
      title="Sua conta ainda não tem um tipo"
      action={
        <Button variant="secondary" loading={pending} onClick={signOut}>
          Sair
        </Button>
      }
    >
      Ela não é de barbeiro nem de barbearia, então ainda não há painel para mostrar. Fale com o suporte do Navalha para liberar o seu acesso, ou saia e entre
      com outra conta.
    </EmptyState>
  )
}

function BarberPanel() {
  const { data: session } = useSession()
  const myProfile = useMyProfile()
  const dashboard = useDashboard()
  const ensureRecord = useEnsureBarberRecord()
  const asked = useRef(false)
  useLoadFailedToast(myProfile.error ?? dashboard.error ?? ensureRecord.error)

  // Spec §2: a barber without a barber record gets one, with zero years of experience.
  const missingRecord = myProfile.data?.type === 'barber' && !myProfile.data.profile
  useEffect(() => {
    if (!missingRecord || asked.current) return
    asked.current = true
    ensureRecord.mutate()
  }, [missingRecord, ensureRecord])

  if (myProfile.data && myProfile.data.type !== 'barber') return <Navigate to="/dashboard" replace />
  if (myProfile.isError || dashboard.isError || ensureRecord.isError) {
    return (
      <LoadFailed
        onRetry={() => {
          asked.current = false
          ensureRecord.reset()
          void myProfile.refetch()
          void dashboard.refetch()
        }}
      />
    )
  }
  const profile = myProfile.data?.profile as Barber | null | undefined
  if (!profile || dashboard.isPending) return <PageSpinner label="Carregando seu painel..." />

  const counts = (dashboard.data as BarberDashboard).applications
  const complete = session?.profile?.complete ?? Boolean(profile.profileComplete)
  return (
    <>
      <TrialBanner />
      <div className="flex flex-col gap-8">
        {!complete && (
          <CompleteProfilePrompt completeness={session?.profile?.completeness ?? profile.completeness ?? 0}>
            Com bio, localização e o vídeo de apresentação, seu perfil fica pronto para as barbearias e você pode se candidatar às vagas.
          </CompleteProfilePrompt>
        )}
        <PanelSection title="Suas candidaturas">
          <QuotaUsageMeter />
          <StatGrid
            stats={[
              { label: 'Total de candidaturas', value: counts.total, icon: BriefcaseBusiness, tone: 'neutral' },
              { label: 'Pendentes', value: counts.pending, icon: Clock, tone: 'brand' },
              { label: 'Aceitas', value: counts.accepted, icon: CircleCheck, tone: 'success' },
              { label: 'Rejeitadas', value: counts.rejected, icon: CircleX, tone: 'danger' },
            ]}
          />
          {counts.hired > 0 && (
            <Alert tone="success" title={<PartyPopperTitle hired={counts.hired} />}>
              A barbearia vai falar com você pelo chat.
            </Alert>
          )}
        </PanelSection>
        <PanelSection title="Recomendadas para você">
          <RecommendedJobs />
        </PanelSection>
        <QuickAccess
          shortcuts={shortcuts}
          profile={
            <ProfileSummary
              imageUrl={imageUrl(profile.photo, 'thumbnail')}
              name={profile.name}
              facts={[
                {
                  label: 'Instagram',
                  value: notProvided(
                    profile.instagram && (
                      <a
                        href={instagramUrl(profile.instagram)}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="text-brand-800 underline underline-offset-2"
                      >
                        @{profile.instagram}
                      </a>
                    ),
                  ),
                },
                { label: 'Cidade e estado', value: notProvided(formatLocation(profile)) },
                { label: 'Experiência', value: yearsLabel(profile.experienceYears ?? 0) },
              ]}
              publicPath={`/barbeiro/${profile.id}`}
            />
          }
        />
      </div>
    </>
  )
}

function PartyPopperTitle({ hired }: { hired: number }) {
  return (
    <span className="flex items-center gap-2">
      <PartyPopper className="size-5" aria-hidden="true" />
      {hired === 1 ? 'Parabéns! Você foi contratado em 1 vaga.' : `Parabéns! Você foi contratado em ${hired} vagas.`}
    </span>
  )
}
