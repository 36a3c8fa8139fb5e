import { ComingSoonPage } from '../pages/ComingSoonPage'

export function BarberProfilePage() {
  return <ComingSoonPage title="Perfil do barbeiro" />
}
