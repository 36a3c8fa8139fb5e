/**
 * Phones are stored in E.164 (+5511987654321, +351912345678). A number typed with its country
 * code (+55, +351, or 00 in front) is read in that country whatever the account's; one typed
 * without is read in the account's country: in Brazil with the area code (DDD), in Portugal as
 * its nine digits.
 */

import type { Country } from './locations'

/** What a phone field shows beside or inside itself, per country. */
export const phoneFormats: Record<Country, { callingCode: string; placeholder: string }> = {
  BR: { callingCode: '+55', placeholder: '(11) 98765-4321' },
  PT: { callingCode: '+351', placeholder: '912 345 678' },
}

export function phoneDigits(input: string): string {
  return input.replace(/\D/g, '')
}

// DDD 11–99 (no zero digit), then a 9-digit mobile starting with 9 or an 8-digit landline 2–5.
const BRAZILIAN_NATIONAL = /^[1-9][1-9](9\d{8}|[2-5]\d{7})$/
// Mobile networks 91, 92, 93 and 96; landlines (geographic numbers) start with 2.
const PORTUGUESE_NATIONAL = /^(9[1236]\d{7}|2\d{8})$/

const brazilian = (national: string) => (BRAZILIAN_NATIONAL.test(national) ? `+55${national}` : null)
const portuguese = (national: string) => (PORTUGUESE_NATIONAL.test(national) ? `+351${national}` : null)

function withCountryCode(digits: string): string | null {
  if (digits.startsWith('351')) return portuguese(digits.slice(3))
  if (digits.startsWith('55')) return brazilian(digits.slice(2))
  return null
}

/** The E.164 form of a Brazilian or Portuguese phone, or null when it is neither. */
export function normalizePhone(input: string, country: Country = 'BR'): string | null {
  const trimmed = input.trim()
  const digits = phoneDigits(trimmed)
  if (trimmed.startsWith('+')) return withCountryCode(digits)
  if (digits.startsWith('00')) return withCountryCode(digits.slice(2))
  // The country code without its + (5511987654321, 351912345678) is still unambiguous by length.
  if (country === 'PT') return portuguese(digits.length === 12 && digits.startsWith('351') ? digits.slice(3) : digits)
  return brazilian((digits.length === 12 || digits.length === 13) && digits.startsWith('55') ? digits.slice(2) : digits)
}

export function isValidPhone(input: string, country: Country = 'BR'): boolean {
  return normalizePhone(input, country) !== null
}

/** The country a phone's own code names (+55, +351, 0055, 00351), if it has one: a hint for the account's country. */
export function countryOfPhone(input: string): Country | null {
  const trimmed = input.trim()
  const digits = phoneDigits(trimmed)
  const withCode = trimmed.startsWith('+') ? digits : digits.startsWith('00') ? digits.slice(2) : null
  if (withCode?.startsWith('351')) return 'PT'
  if (withCode?.startsWith('55')) return 'BR'
  return null
}

const portugueseGroups = (digits: string) => digits.slice(0, 9).replace(/(\d{3})(?=\d)/g, '$1 ')

/**
 * Masks a phone as the user types: (11) 98765-4321 or (11) 3456-7890 in Brazil, 912 345 678 in
 * Portugal, and +351 912 345 678 or +55 (11) 98765-4321 in either once a + is typed.
 */
export function maskPhone(input: string, country: Country = 'BR'): string {
  const trimmed = input.trimStart()
  const digits = phoneDigits(trimmed)
  if (trimmed.startsWith('+')) {
    if (digits.startsWith('351')) return `+351 ${portugueseGroups(digits.slice(3))}`.trimEnd()
    if (digits.startsWith('55')) return `+55 ${maskPhone(digits.slice(2))}`.trimEnd()
    return `+${digits.slice(0, 15)}`
  }
  if (country === 'PT') return portugueseGroups(digits)
  const d = digits.slice(0, 11)
  if (d.length === 0) return ''
  if (d.length <= 2) return `(${d}`
  if (d.length <= 6) return `(${d.slice(0, 2)}) ${d.slice(2)}`
  if (d.length <= 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`
  return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`
}

/**
 * Shows a stored E.164 phone the way its reader dials it: a Brazilian number as (11) 98765-4321
 * to a Brazilian reader and with +55 to a Portuguese one; a Portuguese number always with +351.
 */
export function formatPhone(e164: string | null | undefined, readerCountry: Country = 'BR'): string {
  if (!e164) return ''
  if (e164.startsWith('+55') && readerCountry === 'BR') return maskPhone(e164.slice(3))
  return maskPhone(e164)
}

/** A link that dials the stored E.164 phone. */
export function telLink(e164: string): string {
  return `tel:+${phoneDigits(e164)}`
}

/** WhatsApp's click-to-chat link: the E.164 digits without the +. */
export function whatsappLink(e164: string): string {
  return `https://wa.me/${phoneDigits(e164)}`
}

const INSTAGRAM_HANDLE = /^[a-z0-9._]{1,30}$/i

/** Accepts @handle, handle or an instagram.com URL; stores the bare handle. */
export function normalizeInstagram(input: string): string | null {
  let value = input.trim()
  if (!value) return ''
  const fromUrl = value.match(/^(?:https?:\/\/)?(?:www\.)?instagram\.com\/([^/?#]+)/i)
  if (fromUrl) value = fromUrl[1]
  value = value.replace(/^@/, '')
  return INSTAGRAM_HANDLE.test(value) ? value : null
}

export function instagramUrl(handle: string): string {
  return `https://instagram.com/${encodeURIComponent(handle)}`
}

/** "novaera.com.br" for a link to https://novaera.com.br/. */
export function websiteLabel(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '')
  } catch {
    return url
  }
}

/** Website or business listing: an http(s) URL; a bare domain gets https:// in front. */
export function normalizeWebsite(input: string): string | null {
  const value = input.trim()
  if (!value) return ''
  const candidate = /^https?:\/\//i.test(value) ? value : `https://${value}`
  try {
    const url = new URL(candidate)
    if (!['http:', 'https:'].includes(url.protocol) || !url.hostname.includes('.')) return null
    return url.toString()
  } catch {
    return null
  }
}

/** One word of an address's local part: the characters RFC 5322 allows there unquoted (its atext). */
const LOCAL_WORD = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+"
/** One label of a host name (RFC 1035): letters, digits and inner hyphens, 63 at most. */
const HOST_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?'
/** A top-level domain: letters, or an internationalised one as the DNS spells it (xn--…). */
const TOP_LEVEL = '(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})'

/**
 * An address mail can be delivered to, as Payload's own e-mail field reads one: dotted words
 * before the @ (64 characters at most), a host name after it. The old rule took anything around
 * an @ and a dot, and `%@%.%%` was stored (issue 36).
 */
const EMAIL = new RegExp(`^(?=[^@]{1,64}@)${LOCAL_WORD}(?:\\.${LOCAL_WORD})*@(?:${HOST_LABEL}\\.)+${TOP_LEVEL}$`)

export function normalizeEmail(input: string): string {
  return input.trim().toLowerCase()
}

/** Gmail's two names; it ignores dots in the name before the @ (and so reads every spelling as one inbox). */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com'])

/**
 * The inbox an address delivers to, for counting the e-mails one person receives (never for
 * storing): case does not matter, a `+tag` after the name is a sub-address of the same inbox
 * (RFC 5233; Gmail, Outlook, iCloud, Proton…), and Gmail ignores dots and answers to
 * googlemail.com too. Counted by spelling, one inbox took three confirmations per spelling (issue 36).
 */
export function mailboxOf(address: string): string {
  const normalized = normalizeEmail(address)
  const at = normalized.lastIndexOf('@')
  if (at < 0) return normalized
  const domain = normalized.slice(at + 1)
  let local = normalized.slice(0, at)
  const tag = local.indexOf('+')
  if (tag > 0) local = local.slice(0, tag)
  if (GMAIL_DOMAINS.has(domain)) return `${local.replaceAll('.', '')}@gmail.com`
  return `${local}@${domain}`
}

/**
 * Addresses under .invalid never receive mail (RFC 2606), and one of them is the address a removed
 * account keeps (server/privacy/store.ts): stored for someone else, it made that account's
 * deletion fail (issue 36).
 */
const NEVER_DELIVERED = /\.invalid$/i

export function isValidEmail(input: string): boolean {
  const address = input.trim()
  return address.length <= 254 && EMAIL.test(address) && !NEVER_DELIVERED.test(address)
}
