import { AppLink } from '../ui/navigation'

/** The logo leads a signed-in user to its panel and a visitor home (spec §2), and says which. */
export function Logo({ to }: { to: string }) {
  return (
    <AppLink
      to={to}
      className="flex items-center gap-2 font-extrabold tracking-tight text-white"
      aria-label={to === '/' ? 'Navalha, ir para o início' : 'Navalha, ir para o seu painel'}
    >
      <svg viewBox="0 0 64 64" className="size-8" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#f59e0b" />
        <path d="M14 44 L44 14 L50 20 L20 50 Z" fill="#1c1917" />
        <circle cx="20" cy="44" r="5" fill="#fafaf9" />
      </svg>
      <span className="text-xl">Navalha</span>
    </AppLink>
  )
}
