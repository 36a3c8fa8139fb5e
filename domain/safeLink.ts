/*
 * Apart from richText.ts (which words its refusals from domain/messages/): the landing page's rich
 * text checks its links in the browser, and its first load should not carry every message of the
 * app (issue 29, JS budgets).
 */

const HTTPS = /^https:\/\/[^/?#]+/i
const MAILTO = /^mailto:[^@]+@[^@]+$/i
const TEL = /^tel:\+?[\d().-]{3,}$/i
/** Whitespace and control characters (which browsers drop or strip before reading a URL) and backslashes (which they read as `/`). */
// oxlint-disable-next-line no-control-regex -- matching control characters is the point
const BROWSER_REWRITTEN = /[\u0000-\u0020\u007f\\]/

/**
 * Where a rich-text link may point: an https address, an e-mail (`mailto:`), a telephone
 * (`tel:`), or a path on this site that starts with exactly one `/`. Browsers read `//host` and
 * `/\host` as another site, and drop tabs and line breaks anywhere in an address (`/\t/host`
 * is `//host`), so any whitespace, control character or backslash is refused outright.
 */
export function isSafeLinkUrl(url: unknown): url is string {
  if (typeof url !== 'string' || BROWSER_REWRITTEN.test(url)) return false
  if (url.startsWith('/')) return !url.startsWith('//')
  if (MAILTO.test(url) || TEL.test(url)) return true
  if (!HTTPS.test(url)) return false
  try {
    const target = new URL(url)
    return target.protocol === 'https:' && target.hostname !== ''
  } catch {
    return false
  }
}
