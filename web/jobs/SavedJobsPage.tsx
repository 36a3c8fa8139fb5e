import { ComingSoonPage } from '../pages/ComingSoonPage'

export function SavedJobsPage() {
  return <ComingSoonPage title="Vagas Salvas" />
}
