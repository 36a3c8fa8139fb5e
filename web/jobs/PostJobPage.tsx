import { ComingSoonPage } from '../pages/ComingSoonPage'

export function PostJobPage() {
  return <ComingSoonPage title="Anunciar Vaga" />
}
