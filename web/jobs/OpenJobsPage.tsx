import { ComingSoonPage } from '../pages/ComingSoonPage'

export function OpenJobsPage() {
  return <ComingSoonPage title="Vagas Abertas" />
}
