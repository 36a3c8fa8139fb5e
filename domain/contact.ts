/**
 * Phones are stored in E.164 (+5511987654321, +351912345678). Brazilian numbers are typed
 * with the area code (DDD); Portuguese numbers start with +351.
 */

export function phoneDigits(input: string): string {
  return input.replace(/\D/g, '')
}

export function normalizePhone(input: string): string | null {
  const trimmed = input.trim()
  let digits = phoneDigits(trimmed)
  if (trimmed.startsWith('+')) {
    if (digits.startsWith('351')) return /^351[29]\d{8}$/.test(digits) ? `+${digits}` : null
    if (!digits.startsWith('55')) return null
    digits = digits.slice(2)
  } else if (digits.startsWith('00')) {
    return normalizePhone(`+${digits.slice(2)}`)
  } else if ((digits.length === 12 || digits.length === 13) && digits.startsWith('55')) {
    digits = digits.slice(2)
  }
  // DDD 11–99 (no zero digit), then a 9-digit mobile starting with 9 or an 8-digit landline 2–5.
  if (/^[1-9][1-9]9\d{8}$/.test(digits) || /^[1-9][1-9][2-5]\d{7}$/.test(digits)) return `+55${digits}`
  return null
}

export function isValidPhone(input: string): boolean {
  return normalizePhone(input) !== null
}

/** Masks a phone as the user types: (11) 98765-4321, (11) 3456-7890, or +351 912 345 678. */
export function maskPhone(input: string): string {
  const trimmed = input.trimStart()
  const digits = phoneDigits(trimmed)
  if (trimmed.startsWith('+')) {
    if (digits.startsWith('351')) {
      const rest = digits.slice(3, 12)
      return `+351${rest ? ' ' : ''}${rest.replace(/(\d{3})(?=\d)/g, '$1 ')}`
    }
    if (digits.startsWith('55')) return `+55 ${maskPhone(digits.slice(2))}`.trimEnd()
    return `+${digits.slice(0, 15)}`
  }
  const d = digits.slice(0, 11)
  if (d.length === 0) return ''
  if (d.length <= 2) return `(${d}`
  if (d.length <= 6) return `(${d.slice(0, 2)}) ${d.slice(2)}`
  if (d.length <= 10) return `(${d.slice(0, 2)}) ${d.slice(2, 6)}-${d.slice(6)}`
  return `(${d.slice(0, 2)}) ${d.slice(2, 7)}-${d.slice(7)}`
}

/** Shows a stored E.164 phone the way people read it. */
export function formatPhone(e164: string | null | undefined): string {
  if (!e164) return ''
  if (e164.startsWith('+55')) return maskPhone(e164.slice(3))
  return maskPhone(e164)
}

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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

export function normalizeEmail(input: string): string {
  return input.trim().toLowerCase()
}

export function isValidEmail(input: string): boolean {
  return EMAIL.test(input.trim()) && input.trim().length <= 254
}
