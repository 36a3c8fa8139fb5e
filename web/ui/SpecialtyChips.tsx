import { cn } from './cn'

/** A barber's specialties as small chips; past `max` the rest are counted ("+2"). Nothing when there are none. */
export function SpecialtyChips({ specialties, max, className }: { specialties: string[]; max?: number; className?: string }) {
  if (specialties.length === 0) return null
  const shown = max === undefined ? specialties : specialties.slice(0, max)
  const more = specialties.length - shown.length
  return (
    <ul aria-label="Especialidades" className={cn('flex flex-wrap gap-1.5', className)}>
      {shown.map((specialty) => (
        <li key={specialty} className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-medium text-stone-800">
          {specialty}
        </li>
      ))}
      {more > 0 && (
        <li className="rounded-full px-1 py-0.5 text-xs font-medium text-stone-600">
          +{more}
          <span className="sr-only"> {more === 1 ? 'especialidade' : 'especialidades'}</span>
        </li>
      )}
    </ul>
  )
}
