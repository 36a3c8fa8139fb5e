import { useEffect } from 'react'
import { Alert } from '../ui/Alert'
import { Button } from '../ui/Button'
import { PageSpinner } from '../ui/Spinner'
import { About } from './About'
import { CallToAction } from './CallToAction'
import { Hero } from './Hero'
import { HowItWorks } from './HowItWorks'
import { PlansSection } from './PlansSection'
import { Stats } from './Stats'
import { useLanding } from './queries'

/** "/": every word comes from the `landing` global, every price from the plans, every figure from real data. */
export function LandingPage() {
  const { data: landing, isError, refetch, isFetching } = useLanding()
  const ready = landing !== undefined

  // Arriving at /#sobre before the copy had loaded: the section exists only now.
  useEffect(() => {
    if (!ready) return
    const id = decodeURIComponent(window.location.hash.slice(1))
    if (id) document.getElementById(id)?.scrollIntoView()
  }, [ready])

  if (!landing) {
    if (!isError) return <PageSpinner />
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <Alert
          tone="danger"
          title="Não foi possível carregar a página."
          action={
            <Button variant="outline" size="sm" loading={isFetching} onClick={() => void refetch()}>
              Tentar novamente
            </Button>
          }
        >
          Verifique sua conexão e tente novamente.
        </Alert>
      </div>
    )
  }

  return (
    <>
      <Hero hero={landing.hero} />
      <HowItWorks content={landing.howItWorks} />
      <About content={landing.about} />
      <Stats content={landing.stats} />
      <PlansSection content={landing.plans} />
      <CallToAction content={landing.callToAction} />
    </>
  )
}
