import { Suspense } from 'react'
import { primaryRole } from '#domain/session'
import { useSession } from '../auth/session'
import { PageSpinner } from '../ui/Spinner'
import { lazyComponent } from '../ui/lazyComponent'

const MyJobsPage = lazyComponent(() => import('./MyJobsPage').then((m) => m.MyJobsPage))
const OpenJobsPage = lazyComponent(() => import('./OpenJobsPage').then((m) => m.OpenJobsPage))

/** /vagas (spec §2): a shop's own jobs (Minhas Vagas); everyone else sees the open jobs. Each loads only its own code. */
export function JobsPage() {
  const { data: session } = useSession()
  const user = session?.user
  return <Suspense fallback={<PageSpinner />}>{user && primaryRole(user) === 'barbershop' ? <MyJobsPage userId={user.id} /> : <OpenJobsPage />}</Suspense>
}
