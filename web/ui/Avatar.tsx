import { cn } from './cn'

const sizes = {
  /** Lists where many sit one under the other (the chat's inbox and thread header). */
  sm: 'size-10 text-sm',
  md: 'size-12 text-base',
  lg: 'size-16 text-xl',
  /** Smaller on phones, where the name needs the width. */
  responsive: 'size-12 text-base sm:size-16 sm:text-xl',
  /** The picture at the top of a public profile. */
  hero: 'size-24 text-3xl sm:size-32 sm:text-4xl',
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
function initials(name: string): string {
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
 * A profile picture (a barber's photo, round; a shop's logo, `square`), or the name's initials
 * when there is none. The name is written next to it, so by default the picture is decoration
 * for screen readers; `alt` names it where it stands alone. `eager` for the picture at the top of
 * a page, which should not wait for the lazy loader.
 */
export function Avatar({
  name,
  src,
  alt = '',
  size = 'lg',
  square = false,
  eager = false,
  className,
}: {
  name: string
  src?: string | null
  alt?: string
  size?: keyof typeof sizes
  square?: boolean
  eager?: boolean
  className?: string
}) {
  const shape = square ? (size === 'hero' ? 'rounded-2xl' : 'rounded-xl') : 'rounded-full'
  if (src) {
    return (
      <img
        src={src}
        alt={alt}
        loading={eager ? undefined : 'lazy'}
        decoding="async"
        className={cn('shrink-0 border border-stone-200 bg-stone-100 object-cover', shape, sizes[size], className)}
      />
    )
  }
  return (
    <span aria-hidden="true" className={cn('flex shrink-0 items-center justify-center font-bold', shape, sizes[size], paletteFor(name), className)}>
      {initials(name)}
    </span>
  )
}
