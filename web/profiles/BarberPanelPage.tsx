import { ComingSoonPage } from '../pages/ComingSoonPage'

export function BarberPanelPage() {
  return <ComingSoonPage title="Painel do Barbeiro" />
}
