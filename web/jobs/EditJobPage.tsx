import { ComingSoonPage } from '../pages/ComingSoonPage'

export function EditJobPage() {
  return <ComingSoonPage title="Editar Vaga" />
}
