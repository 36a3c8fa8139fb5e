import { ComingSoonPage } from '../pages/ComingSoonPage'

export function ProfileByUserPage() {
  return <ComingSoonPage title="Perfil" />
}
