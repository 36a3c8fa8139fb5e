import { Navigate } from 'react-router-dom'
import { asWritten } from '#domain/contactPolicy'
import { profileMessages } from '#domain/messages/profiles'
import { useSession } from '../auth/session'
import { Page } from '../shell/Layout'
import { PageHeader } from '../shell/PageHeader'
import { TrialBanner } from '../shell/TrialBanner'
import { Alert } from '../ui/Alert'
import { PageSpinner } from '../ui/Spinner'
import { BarberProfileForm, ShopProfileForm } from './ProfileForm'
import { LoadFailed, useLoadFailedToast } from './LoadFailed'
import { useMyProfile } from './queries'
import { useSay } from '../ui/wording'

/** /completar-perfil (spec §2): the barber or barbershop form, preloaded with what the profile already has. */
export function CompleteProfilePage() {
  const { data: session } = useSession()
  const myProfile = useMyProfile()
  const say = useSay()
  useLoadFailedToast(myProfile.error)

  if (myProfile.isPending) return <PageSpinner />
  if (myProfile.isError) {
    return (
      <Page>
        <LoadFailed onRetry={() => void myProfile.refetch()} />
      </Page>
    )
  }
  // Admins and editors have no barber or barbershop profile.
  if (!myProfile.data.type) return <Navigate to="/dashboard" replace />

  const complete = Boolean(session?.profile?.complete)
  // The author edits its texts as written; others read them with contacts hidden (decision 0029).
  const profile = myProfile.data.profile && asWritten(myProfile.data.profile)
  const isShop = myProfile.data.type === 'barbershop'
  const accountName = session?.user?.name ?? ''

  return (
    <Page>
      <div className="mx-auto max-w-3xl">
        <PageHeader
          title={complete ? 'Editar perfil' : profileMessages.completeProfile}
          description={
            isShop
              ? 'Os barbeiros veem estas informações nas suas vagas e na página da sua barbearia.'
              : say(
                  'As barbearias veem estas informações quando você se candidata a uma vaga.',
                  'As barbearias veem estas informações quando se candidata a uma vaga.',
                )
          }
        />
        {!complete && session?.user?.accountStatus === 'trial' ? (
          <Alert tone="success" className="mb-6" title="Bem-vindo ao Navalha!">
            Seu teste grátis de 3 dias já começou. Complete seu perfil para aproveitar tudo desde já.
          </Alert>
        ) : (
          <TrialBanner />
        )}
        {myProfile.data.type === 'barber' ? (
          <BarberProfileForm profile={profile} accountName={accountName} />
        ) : (
          <ShopProfileForm profile={profile} accountName={accountName} />
        )}
      </div>
    </Page>
  )
}
