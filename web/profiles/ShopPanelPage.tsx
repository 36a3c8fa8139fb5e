import { ComingSoonPage } from '../pages/ComingSoonPage'

export function ShopPanelPage() {
  return <ComingSoonPage title="Painel da Barbearia" />
}
