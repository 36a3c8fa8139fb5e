import { ComingSoonPage } from '../pages/ComingSoonPage'

export function ShopProfilePage() {
  return <ComingSoonPage title="Perfil da barbearia" />
}
