import { cn } from '../ui/cn'

const sizes = {
  md: 'size-12 text-base',
  lg: 'size-16 text-xl',
  /** Smaller on phones, where the name needs the width. */
  responsive: 'size-12 text-base sm:size-16 sm:text-xl',
}

/** Warm tones that keep dark initials readable (contrast above 7:1). */
const palettes = [
  'bg-brand-100 text-brand-900',
  'bg-stone-200 text-stone-800',
  'bg-orange-100 text-orange-900',
  'bg-teal-100 text-teal-900',
  'bg-sky-100 text-sky-900',
]

/** Words that say nothing about who it is: "da", "de", and the "Barbearia" most shop names start with. */
const SKIPPED = /^(d[aeo]s?|e|barbearia|barbershop|barber)$/i

/** "Lucas Pereira da Silva" → "LS"; "Barbearia Dom Corte" → "DC". */
export function initials(name: string): string {
  const all = name.trim().split(/\s+/).filter(Boolean)
  const meaningful = all.filter((word) => !SKIPPED.test(word))
  const words = meaningful.length > 0 ? meaningful : all
  if (words.length === 0) return '?'
  const first = words[0][0]
  const last = words.length > 1 ? words[words.length - 1][0] : ''
  return (first + last).toLocaleUpperCase('pt-BR')
}

/** The same name always gets the same colour, on the server and in the browser. */
function paletteFor(name: string): string {
  let hash = 0
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return palettes[hash % palettes.length]
}

/**
 * A profile picture, or the name's initials when there is none. The name is always written next
 * to it, so the picture itself is decoration for screen readers.
 */
export function Avatar({ name, src, size = 'lg', square = false }: { name: string; src?: string | null; size?: keyof typeof sizes; square?: boolean }) {
  const shape = square ? 'rounded-xl' : 'rounded-full'
  if (src) {
    return <img src={src} alt="" loading="lazy" decoding="async" className={cn('shrink-0 bg-stone-100 object-cover', shape, sizes[size])} />
  }
  return (
    <span aria-hidden="true" className={cn('flex shrink-0 items-center justify-center font-bold', shape, sizes[size], paletteFor(name))}>
      {initials(name)}
    </span>
  )
}
