import { Navigate, useParams } from 'react-router-dom'
import { Page } from '../shell/Layout'
import { PageSpinner } from '../ui/Spinner'
import { LoadFailed } from './LoadFailed'
import { ProfileNotFound } from './ProfileNotFound'
import { isNotFound, parseId } from './PublicProfileFrame'
import { useProfileByUser } from './queries'

/** /perfil/:userId: finds the user's barber or barbershop profile and takes its place in the history. */
export function ProfileByUserPage() {
  const userId = parseId(useParams().userId)
  const resolved = useProfileByUser(userId)

  if (resolved.data) return <Navigate replace to={resolved.data.type === 'barber' ? `/barbeiro/${resolved.data.id}` : `/barbearia/${resolved.data.id}`} />
  if (userId === null || isNotFound(resolved.error)) {
    return (
      <Page>
        <ProfileNotFound>Não encontramos um perfil de barbeiro ou de barbearia para este endereço.</ProfileNotFound>
      </Page>
    )
  }
  if (resolved.isError) {
    return (
      <Page>
        <LoadFailed onRetry={() => void resolved.refetch()} />
      </Page>
    )
  }
  return <PageSpinner label="Abrindo perfil..." />
}
