import { ComingSoonPage } from '../pages/ComingSoonPage'

export function MyApplicationsPage() {
  return <ComingSoonPage title="Minhas Candidaturas" />
}
