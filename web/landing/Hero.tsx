import { Scissors, Store } from 'lucide-react'
import type { Landing } from '#payload-types'
import { AppLink } from '../ui/navigation'
import { signupPath } from './signup'

const action =
  'inline-flex h-14 items-center justify-center gap-2.5 rounded-xl px-7 text-base font-bold text-ink shadow-lg transition-colors focus-visible:outline-brand-300'

export function Hero({ hero }: { hero: Landing['hero'] }) {
  return (
    <section aria-labelledby="inicio-titulo" className="relative isolate overflow-hidden bg-ink text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(48rem_32rem_at_90%_0%,rgba(245,158,11,0.22),transparent_65%),radial-gradient(32rem_24rem_at_0%_100%,rgba(180,83,9,0.18),transparent_70%)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-14 pb-16 sm:pt-20 sm:pb-24 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,0.8fr)] lg:py-28">
        <div>
          {hero.eyebrow && (
            <p className="inline-flex items-center gap-2 rounded-full border border-brand-400/30 bg-brand-400/10 px-3.5 py-1 text-sm font-semibold text-brand-300">
              <span aria-hidden="true" className="size-1.5 rounded-full bg-brand-400" />
              {hero.eyebrow}
            </p>
          )}
          <h1 id="inicio-titulo" className="mt-6 text-4xl leading-[1.08] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {hero.title}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-pretty text-stone-300">{hero.subtitle}</p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <AppLink to={signupPath('barber')} className={`${action} bg-brand-400 shadow-brand-500/20 hover:bg-brand-300`}>
              <Scissors className="size-5" aria-hidden="true" />
              {hero.barberCta}
            </AppLink>
            <AppLink to={signupPath('barbershop')} className={`${action} bg-white shadow-black/20 hover:bg-stone-200`}>
              <Store className="size-5" aria-hidden="true" />
              {hero.shopCta}
            </AppLink>
          </div>
        </div>
        <HeroArt />
      </div>
    </section>
  )
}

/** A straight razor (navalha) over a barber-pole disc: decoration drawn in SVG instead of a heavy image. */
function HeroArt() {
  return (
    <svg viewBox="0 0 400 400" aria-hidden="true" className="mx-auto hidden w-full max-w-md lg:block">
      <defs>
        <linearGradient id="hero-amber" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fcd34d" />
          <stop offset="1" stopColor="#d97706" />
        </linearGradient>
        <linearGradient id="hero-steel" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#e7e5e4" />
          <stop offset="0.55" stopColor="#fafaf9" />
          <stop offset="1" stopColor="#d6d3d1" />
        </linearGradient>
        <pattern id="hero-pole" width="36" height="36" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
          <rect width="18" height="36" fill="#1c1917" opacity="0.12" />
        </pattern>
        <clipPath id="hero-disc">
          <circle cx="200" cy="200" r="150" />
        </clipPath>
      </defs>
      <circle cx="200" cy="200" r="192" fill="none" stroke="#fff" strokeOpacity="0.08" strokeWidth="1.5" />
      <circle cx="200" cy="200" r="172" fill="none" stroke="#fbbf24" strokeOpacity="0.35" strokeWidth="3" strokeDasharray="1 14" strokeLinecap="round" />
      <circle cx="200" cy="200" r="150" fill="url(#hero-amber)" />
      <rect width="400" height="400" fill="url(#hero-pole)" clipPath="url(#hero-disc)" />
      <g transform="translate(200 200) rotate(-35) scale(0.86) translate(-212 -210)">
        <path
          transform="translate(6 10)"
          opacity="0.18"
          fill="#1c1917"
          d="M52 214 C52 203 60 199 72 199 L232 203 L250 180 L326 178 C344 178 354 190 354 206 L354 224 C354 232 348 238 340 238 L256 238 C246 238 240 234 236 228 L232 225 L72 229 C60 229 52 225 52 214 Z"
        />
        <path d="M52 214 C52 203 60 199 72 199 L232 203 C240 204 244 209 244 214 C244 219 240 224 232 225 L72 229 C60 229 52 225 52 214 Z" fill="#1c1917" />
        <path
          d="M232 206 L250 180 L326 178 C344 178 354 190 354 206 L354 224 C354 232 348 238 340 238 L256 238 C246 238 240 234 236 228 Z"
          fill="url(#hero-steel)"
        />
        <path d="M250 180 L326 178 C344 178 354 190 354 206 L354 196 C350 191 344 189 336 189 L244 190 Z" fill="#a8a29e" opacity="0.75" />
        <path d="M258 238 L340 238 C348 238 354 232 354 224 L354 229 C352 232 347 233 340 233 L258 233 Z" fill="#fff" />
        <circle cx="238" cy="214" r="6" fill="#fbbf24" stroke="#1c1917" strokeWidth="2" />
      </g>
    </svg>
  )
}
