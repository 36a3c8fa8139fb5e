import { Page } from '../shell/Layout'
import { PageHeader } from '../shell/PageHeader'

/** Routes whose screens arrive with later issues show their title until then (issue 3 allows it). */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <Page>
      <PageHeader title={title} />
    </Page>
  )
}
