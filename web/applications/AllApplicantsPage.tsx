import { ComingSoonPage } from '../pages/ComingSoonPage'

export function AllApplicantsPage() {
  return <ComingSoonPage title="Candidatos" />
}
