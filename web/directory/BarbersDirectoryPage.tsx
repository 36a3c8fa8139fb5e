import { ComingSoonPage } from '../pages/ComingSoonPage'

export function BarbersDirectoryPage() {
  return <ComingSoonPage title="Barbeiros" />
}
