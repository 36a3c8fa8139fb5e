import {
  Bookmark,
  BriefcaseBusiness,
  CircleCheck,
  CircleX,
  Clock,
  Inbox,
  Megaphone,
  MailOpen,
  MessagesSquare,
  PartyPopper,
  Plus,
  Search,
  Send,
  UserRoundX,
  UsersRound,
} from 'lucide-react'
import { useEffect, useRef, type ReactNode } from 'react'
import { Navigate } from 'react-router-dom'
import { formatPhone, instagramUrl } from '#domain/contact'
import type { BarberDashboard, ShopDashboard } from '#domain/dashboard'
import { formatLocation, placePairLabel } from '#domain/locations'
import type { UserType } from '#domain/roles'
import { primaryRole } from '#domain/session'
import type { Barber, Barbershop } from '#payload-types'
import { imageUrl } from '../api/populated'
import { useSession } from '../auth/session'
import { useSignOut } from '../auth/useSignOut'
import { QuotaUsageMeter } from '../billing/QuotaUsageMeter'
import { RecommendedBarbers, RecommendedJobs } from '../perks/Recommendations'
import { Page } from '../shell/Layout'
import { PageHeader } from '../shell/PageHeader'
import { TrialBanner } from '../shell/TrialBanner'
import { Alert } from '../ui/Alert'
import { Button, ButtonLink } from '../ui/Button'
import { EmptyState } from '../ui/EmptyState'
import { yearsLabel } from '../ui/experience'
import { AppLink } from '../ui/navigation'
import { PageSpinner } from '../ui/Spinner'
import { CompleteProfilePrompt } from './CompleteProfilePrompt'
import { PushOptIn } from '../pwa/PushOptIn'
import { UpcomingTrialDays } from '../trialDays/UpcomingTrialDays'
import { trialDayMessages } from '#domain/messages/trialDays'
import { LoadFailed, useLoadFailedToast } from './LoadFailed'
import { notProvided, ProfileSummary } from './ProfileSummary'
import { PanelSection } from './PanelSection'
import { PlanPrompt } from './PlanPrompt'
import { QuickAccess, type Shortcut } from './QuickAccess'
import { StatGrid } from './StatGrid'
import { useDashboard, useEnsureBarberRecord, useMyProfile } from './queries'
import { useSay, type Say } from '../ui/wording'

/** What tells one panel from the other (spec §2 "Barber panel", "Barbershop panel"). */
type Panel<Profile, Dashboard> = {
  userType: UserType
  title: string
  greeting: (name: string) => string
  /** Beside the title, while the account is not locked. */
  action?: ReactNode
  /** Spec §2: a barber without a barber record gets one, with zero years of experience. */
  createsMissingRecord: boolean
  completeProfile: string
  activity: { title: string; content: (dashboard: Dashboard) => ReactNode }
  recommendations: { title: string; content: ReactNode }
  shortcuts: Shortcut[]
  summary: (profile: Profile) => ReactNode
}

const barberPanel = (say: Say): Panel<Barber, BarberDashboard> => ({
  userType: 'barber',
  title: 'Painel do Barbeiro',
  greeting: (name) => `Olá, ${name.split(' ')[0]}! Veja como andam suas candidaturas.`,
  createsMissingRecord: true,
  completeProfile: say(
    'Com bio, localização e o vídeo de apresentação, seu perfil fica pronto para as barbearias e você pode se candidatar às vagas.',
    'Com bio, localização e o vídeo de apresentação, o seu perfil fica pronto para as barbearias e pode candidatar-se às vagas.',
  ),
  activity: {
    title: 'Suas candidaturas',
    content: ({ applications: counts }) => (
      <>
        <StatGrid
          stats={[
            { label: 'Total de candidaturas', value: counts.total, icon: BriefcaseBusiness, tone: 'neutral' },
            { label: 'Pendentes', value: counts.pending, icon: Clock, tone: 'brand' },
            { label: 'Aceitas', value: counts.accepted, icon: CircleCheck, tone: 'success' },
            { label: 'Rejeitadas', value: counts.rejected, icon: CircleX, tone: 'danger' },
          ]}
        />
        {counts.closed > 0 && (
          <p className="text-sm text-stone-700">
            {counts.closed === 1
              ? '1 candidatura ficou sem resposta numa vaga encerrada.'
              : `${counts.closed} candidaturas ficaram sem resposta em vagas encerradas.`}{' '}
            <AppLink to="/vagas-aplicadas?status=closed" className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900">
              Ver candidaturas
            </AppLink>
          </p>
        )}
        {counts.hired > 0 && (
          <Alert
            tone="success"
            title={
              <span className="flex items-center gap-2">
                <PartyPopper className="size-5" aria-hidden="true" />
                {counts.hired === 1
                  ? say('Parabéns! Você foi contratado em 1 vaga.', 'Parabéns! Foi contratado em 1 vaga.')
                  : say(`Parabéns! Você foi contratado em ${counts.hired} vagas.`, `Parabéns! Foi contratado em ${counts.hired} vagas.`)}
              </span>
            }
          >
            {say('A barbearia vai falar com você pelo chat.', 'A barbearia vai falar consigo pelo chat.')}
          </Alert>
        )}
      </>
    ),
  },
  recommendations: { title: say('Recomendadas para você', 'Recomendadas para si'), content: <RecommendedJobs /> },
  shortcuts: [
    {
      to: '/vagas-abertas',
      title: 'Vagas Abertas',
      description: say('Encontre vagas perto de você e candidate-se.', 'Encontre vagas perto de si e candidate-se.'),
      icon: Search,
    },
    { to: '/vagas-aplicadas', title: 'Vagas Aplicadas', description: 'Acompanhe o status das suas candidaturas.', icon: Send },
    {
      to: '/vagas-salvas',
      title: say('Vagas Salvas', 'Vagas guardadas'),
      description: say('As vagas que você guardou para ver depois.', 'As vagas guardadas para ver depois.'),
      icon: Bookmark,
    },
    {
      to: '/convites',
      title: 'Convites',
      description: say('Barbearias que convidaram você para as vagas delas.', 'Barbearias que o convidaram para as vagas delas.'),
      icon: MailOpen,
    },
    { to: '/chat', title: 'Chat', description: 'Converse com as barbearias.', icon: MessagesSquare },
  ],
  summary: (profile) => (
    <ProfileSummary
      imageUrl={imageUrl(profile.photo, 'thumbnail')}
      name={profile.name}
      facts={[
        {
          label: 'Instagram',
          value: notProvided(
            profile.instagram && (
              <a href={instagramUrl(profile.instagram)} target="_blank" rel="noopener noreferrer" className="text-brand-800 underline underline-offset-2">
                @{profile.instagram}
              </a>
            ),
          ),
        },
        { label: placePairLabel(profile.country), value: notProvided(formatLocation(profile)) },
        { label: 'Experiência', value: yearsLabel(profile.experienceYears ?? 0) },
      ]}
      publicPath={`/barbeiro/${profile.id}`}
    />
  ),
})

const shopPanel = (say: Say): Panel<Barbershop, ShopDashboard> => ({
  userType: 'barbershop',
  title: 'Painel da Barbearia',
  greeting: (name) => `Olá, ${name}! Acompanhe suas vagas e candidatos.`,
  action: (
    <ButtonLink to="/anunciar-vaga">
      <Plus className="size-4" aria-hidden="true" /> Anunciar Vaga
    </ButtonLink>
  ),
  createsMissingRecord: false,
  completeProfile: 'Com endereço, descrição e fotos, sua barbearia aparece para os barbeiros e suas vagas recebem mais candidaturas.',
  activity: {
    title: 'Vagas e candidaturas',
    content: (counts) => (
      <>
        <StatGrid
          stats={[
            { label: 'Total de vagas', value: counts.jobs.total, icon: BriefcaseBusiness, tone: 'neutral' },
            { label: 'Vagas ativas', value: counts.jobs.active, icon: CircleCheck, tone: 'success' },
            { label: 'Candidaturas', value: counts.applications.total, icon: Inbox, tone: 'info' },
            { label: 'Candidaturas pendentes', value: counts.applications.pending, icon: Clock, tone: 'brand' },
          ]}
        />
        {counts.applications.pending > 0 && (
          <p className="text-sm text-stone-700">
            <UsersRound className="mr-1 inline size-4 align-[-2px] text-brand-700" aria-hidden="true" />
            Há candidatos esperando sua resposta.{' '}
            <AppLink to="/candidatos" className="font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900">
              Ver candidatos
            </AppLink>
          </p>
        )}
      </>
    ),
  },
  recommendations: { title: 'Recomendações de barbeiros', content: <RecommendedBarbers /> },
  shortcuts: [
    { to: '/vagas', title: 'Controle de Vagas', description: 'Veja, edite e acompanhe as suas vagas.', icon: BriefcaseBusiness },
    { to: '/anunciar-vaga', title: 'Anunciar Vaga', description: 'Publique uma vaga em poucos minutos.', icon: Megaphone },
    { to: '/barbeiros', title: 'Barbeiros', description: 'Conheça barbeiros com foto, vídeo e avaliações.', icon: Search },
    {
      to: '/convites',
      title: 'Convites enviados',
      description: say('Os barbeiros que você convidou e as respostas.', 'Os barbeiros que convidou e as respostas.'),
      icon: MailOpen,
    },
    { to: '/chat', title: 'Chat', description: 'Converse com os barbeiros candidatos.', icon: MessagesSquare },
  ],
  summary: (profile) => (
    <ProfileSummary
      imageUrl={imageUrl(profile.logo, 'thumbnail')}
      square
      name={profile.name}
      facts={[
        { label: 'WhatsApp', value: notProvided(formatPhone(profile.whatsapp)) },
        { label: 'Localização', value: notProvided([profile.district, formatLocation(profile)].filter(Boolean).join(' · ')) },
      ]}
      publicPath={`/barbearia/${profile.id}`}
    />
  ),
})

/** /painel-barbeiro and /painel-barbearia: the signed-in home of each kind of account. */
function PanelScreen<Profile, Dashboard>({ panel }: { panel: Panel<Profile, Dashboard> }) {
  const { data: session } = useSession()
  const user = session?.user
  const locked = user?.accountStatus === 'locked'
  return (
    <Page>
      <PageHeader title={panel.title} description={user ? panel.greeting(user.name) : undefined} back={false} actions={locked ? undefined : panel.action} />
      {user && !primaryRole(user) ? <RolelessNotice /> : locked ? <PlanPrompt audience={panel.userType} /> : <PanelContent panel={panel} />}
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

function PanelContent<Profile, Dashboard>({ panel }: { panel: Panel<Profile, Dashboard> }) {
  const { data: session } = useSession()
  const myProfile = useMyProfile()
  const dashboard = useDashboard()
  const ensureRecord = useEnsureBarberRecord()
  const asked = useRef(false)
  useLoadFailedToast(myProfile.error ?? dashboard.error ?? ensureRecord.error)

  const missingRecord = panel.createsMissingRecord && myProfile.data?.type === panel.userType && !myProfile.data.profile
  useEffect(() => {
    if (!missingRecord || asked.current) return
    asked.current = true
    ensureRecord.mutate()
  }, [missingRecord, ensureRecord])

  if (myProfile.data && myProfile.data.type !== panel.userType) return <Navigate to="/dashboard" replace />
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
  if (myProfile.isPending || dashboard.isPending || missingRecord) return <PageSpinner label="Carregando seu painel..." />

  const profile = myProfile.data.profile as (Profile & { profileComplete?: boolean | null; completeness?: number | null }) | null
  const complete = Boolean(profile && (session?.profile?.complete ?? profile.profileComplete))
  return (
    <>
      <TrialBanner />
      <div className="flex flex-col gap-8">
        {!complete && (
          <CompleteProfilePrompt completeness={session?.profile?.completeness ?? profile?.completeness ?? 0}>{panel.completeProfile}</CompleteProfilePrompt>
        )}
        <PushOptIn />
        <PanelSection title={trialDayMessages.upcoming}>
          <UpcomingTrialDays audience={panel.userType} />
        </PanelSection>
        <PanelSection title={panel.activity.title}>
          <QuotaUsageMeter />
          {panel.activity.content(dashboard.data as Dashboard)}
        </PanelSection>
        <PanelSection title={panel.recommendations.title}>{panel.recommendations.content}</PanelSection>
        <QuickAccess shortcuts={panel.shortcuts} profile={profile && panel.summary(profile)} />
      </div>
    </>
  )
}

export const BarberPanelPage = () => <PanelScreen panel={barberPanel(useSay())} />

export const ShopPanelPage = () => <PanelScreen panel={shopPanel(useSay())} />
