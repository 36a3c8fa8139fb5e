import { ComingSoonPage } from '../pages/ComingSoonPage'

export function JobApplicantsPage() {
  return <ComingSoonPage title="Candidatos" />
}
