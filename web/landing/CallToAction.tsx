import { ArrowRight } from 'lucide-react'
import type { Landing } from '#payload-types'
import { ButtonLink } from '../ui/Button'

export function CallToAction({ content }: { content: Landing['callToAction'] }) {
  return (
    <section aria-labelledby="comece-titulo" className="px-4 pt-4 pb-4 sm:pb-8">
      <div className="relative isolate mx-auto max-w-6xl overflow-hidden rounded-3xl bg-brand-400 px-6 py-14 text-center sm:px-12 sm:py-20">
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-[repeating-linear-gradient(135deg,rgba(28,25,23,0.06)_0_18px,transparent_18px_36px)]" />
        <h2 id="comece-titulo" className="text-3xl font-extrabold tracking-tight text-balance text-ink sm:text-4xl">
          {content.title}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-stone-900">{content.text}</p>
        <ButtonLink to="/cadastro" variant="secondary" size="lg" className="mt-8">
          {content.buttonLabel}
          <ArrowRight className="size-5" aria-hidden="true" />
        </ButtonLink>
      </div>
    </section>
  )
}
