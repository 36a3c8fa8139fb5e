import { AppLink } from '../ui/navigation'

export function Logo({ to }: { to: string }) {
  return (
    <AppLink to={to} className="flex items-center gap-2 font-extrabold tracking-tight text-white" aria-label="Navalha, ir para o início">
      <svg viewBox="0 0 64 64" className="size-8" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#f59e0b" />
        <path d="M14 44 L44 14 L50 20 L20 50 Z" fill="#1c1917" />
        <circle cx="20" cy="44" r="5" fill="#fafaf9" />
      </svg>
      <span className="text-xl">Navalha</span>
    </AppLink>
  )
}
