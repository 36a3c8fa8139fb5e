import { ComingSoonPage } from '../pages/ComingSoonPage'

export function CompleteProfilePage() {
  return <ComingSoonPage title="Complete seu Perfil" />
}
