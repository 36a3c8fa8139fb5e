import { BriefcaseBusiness, CircleCheck, Clock, Inbox, Megaphone, MessagesSquare, Plus, Search, UsersRound } from 'lucide-react'
import { Navigate } from 'react-router-dom'
import { formatPhone } from '../../domain/contact'
import type { ShopDashboard } from '../../domain/dashboard'
import { formatLocation } from '../../domain/locations'
import type { Barbershop } from '../../payload-types'
import { imageUrl } from '../api/populated'
import { useSession } from '../auth/session'
import { Page } from '../shell/Layout'
import { PageHeader } from '../shell/PageHeader'
import { QuotaUsageMeter } from '../billing/QuotaUsageMeter'
import { RecommendedBarbers } from '../perks/Recommendations'
import { TrialBanner } from '../shell/TrialBanner'
import { ButtonLink } from '../ui/Button'
import { AppLink } from '../ui/navigation'
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
import { useDashboard, useMyProfile } from './queries'

const shortcuts: Shortcut[] = [
  { to: '/vagas', title: 'Controle de Vagas', description: 'Veja, edite e acompanhe as suas vagas.', icon: BriefcaseBusiness },
  { to: '/anunciar-vaga', title: 'Anunciar Vaga', description: 'Publique uma vaga em poucos minutos.', icon: Megaphone },
  { to: '/barbeiros', title: 'Barbeiros', description: 'Conheça barbeiros com foto, vídeo e avaliações.', icon: Search },
  { to: '/chat', title: 'Chat', description: 'Converse com os barbeiros candidatos.', icon: MessagesSquare },
]

/** /painel-barbearia (spec §2 "Barbershop panel"). */
export function ShopPanelPage() {
  const { data: session } = useSession()
  const locked = session?.user?.accountStatus === 'locked'
  return (
    <Page>
      <PageHeader
        title="Painel da Barbearia"
        description={session?.user ? `Olá, ${session.user.name}! Acompanhe suas vagas e candidatos.` : undefined}
        back={false}
        actions={
          locked ? undefined : (
            <ButtonLink to="/anunciar-vaga">
              <Plus className="size-4" aria-hidden="true" /> Anunciar Vaga
            </ButtonLink>
          )
        }
      />
      {locked ? <PlanPrompt audience="barbershop" /> : <ShopPanel />}
    </Page>
  )
}

function ShopPanel() {
  const { data: session } = useSession()
  const myProfile = useMyProfile()
  const dashboard = useDashboard()
  useLoadFailedToast(myProfile.error ?? dashboard.error)

  if (myProfile.data && myProfile.data.type !== 'barbershop') return <Navigate to="/dashboard" replace />
  if (myProfile.isError || dashboard.isError) {
    return (
      <LoadFailed
        onRetry={() => {
          void myProfile.refetch()
          void dashboard.refetch()
        }}
      />
    )
  }
  if (myProfile.isPending || dashboard.isPending) return <PageSpinner label="Carregando seu painel..." />

  const profile = myProfile.data.profile as Barbershop | null
  const counts = dashboard.data as ShopDashboard
  const complete = Boolean(profile && (session?.profile?.complete ?? profile.profileComplete))
  return (
    <>
      <TrialBanner />
      <div className="flex flex-col gap-8">
        {!complete && (
          <CompleteProfilePrompt completeness={session?.profile?.completeness ?? profile?.completeness ?? 0}>
            Com endereço, descrição e fotos, sua barbearia aparece para os barbeiros e suas vagas recebem mais candidaturas.
          </CompleteProfilePrompt>
        )}
        <PanelSection title="Vagas e candidaturas">
          <QuotaUsageMeter />
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
        </PanelSection>
        <PanelSection title="Recomendações de barbeiros">
          <RecommendedBarbers />
        </PanelSection>
        <QuickAccess
          shortcuts={shortcuts}
          profile={
            profile && (
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
            )
          }
        />
      </div>
    </>
  )
}
