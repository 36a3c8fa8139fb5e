import { ComingSoonPage } from '../pages/ComingSoonPage'

export function JobsPage() {
  return <ComingSoonPage title="Minhas Vagas" />
}
