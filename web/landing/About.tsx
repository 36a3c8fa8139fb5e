import { BadgeCheck } from 'lucide-react'
import type { Landing } from '#payload-types'
import { RichText } from './RichText'

export function About({ content }: { content: Landing['about'] }) {
  const highlights = content.highlights ?? []
  return (
    <section id="sobre" aria-labelledby="sobre-titulo" className="scroll-mt-16 border-y border-stone-200 bg-white py-20 sm:py-24">
      <div className="mx-auto grid max-w-6xl gap-12 px-4 lg:grid-cols-2 lg:gap-16">
        <div>
          <h2 id="sobre-titulo" className="text-3xl font-extrabold tracking-tight text-balance text-stone-900 sm:text-4xl">
            {content.title}
          </h2>
          <RichText value={content.body} className="mt-6 text-lg leading-relaxed text-stone-700" />
        </div>
        {highlights.length > 0 && (
          <ul className="flex flex-col gap-4">
            {highlights.map((highlight, index) => (
              <li key={highlight.id ?? index} className="flex gap-4 rounded-2xl border border-stone-200 bg-stone-50 p-5 sm:p-6">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-ink text-brand-400">
                  <BadgeCheck className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="font-bold text-stone-900">{highlight.title}</h3>
                  <p className="mt-1 leading-relaxed text-stone-600">{highlight.text}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
