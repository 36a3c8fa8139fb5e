import { ComingSoonPage } from '../pages/ComingSoonPage'

export function JobDetailPage() {
  return <ComingSoonPage title="Vaga" />
}
