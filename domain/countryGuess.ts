/**
 * Which country a sign-up form starts on. Only a starting point: the person's own choice always
 * wins, and the form lets them change it.
 */

import { countryOfPhone } from './contact'
import type { Country } from './locations'

/** The country a language tag's region names ('pt-PT', 'en_PT', 'pt-BR'), when it is one of ours. */
export function countryOfLanguage(tag: string): Country | null {
  // Express's answer when no Accept-Language was sent; Intl.Locale would throw on it, slowly, on every such request.
  if (tag === '*') return null
  let region: string | undefined
  try {
    region = new Intl.Locale(tag.trim().replace(/_/g, '-')).region
  } catch {
    return null
  }
  return region === 'PT' || region === 'BR' ? region : null
}

/**
 * The chosen country if there is one; else the one a typed phone's code names (+351, +55); else
 * the first of the browser's languages that names one (navigator.languages, most preferred
 * first); else Brazil, where most accounts are.
 */
export function guessCountry({ chosen, phone = '', languages = [] }: { chosen?: Country | null; phone?: string; languages?: readonly string[] }): Country {
  if (chosen) return chosen
  const fromPhone = countryOfPhone(phone)
  if (fromPhone) return fromPhone
  for (const language of languages) {
    const fromLanguage = countryOfLanguage(language)
    if (fromLanguage) return fromLanguage
  }
  return 'BR'
}
