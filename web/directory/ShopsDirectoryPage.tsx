import { ComingSoonPage } from '../pages/ComingSoonPage'

export function ShopsDirectoryPage() {
  return <ComingSoonPage title="Barbearias" />
}
