/**
 * A URL as logs may keep it: the values of query parameters named like a token (`token`,
 * `access_token`, `a[token]`…) or a checkout session (`sessao`, `session_id`: the sandbox's
 * signed sessions pay for a plan) and the id of Payload's `/verify/:token` route become
 * `[redacted]`, and so do `lat` and `lng` (a person's location). Reset, confirmation and e-mail-change links carry a secret that signs someone in
 * or changes an account, and request logs are read by more people, for longer, than the database.
 * Works on the raw text, so a malformed URL is still redacted and never throws.
 */
export const REDACTED = '[redacted]'

const SECRET_PARAM = /token|sess(?:ao|ão|ion)|secret|password|senha/i
/** A person's location in a search by distance (decision 0045): used for the answer, never kept, logs included. */
const LOCATION_PARAM = /^(lat|lng)$/i
const VERIFY_SEGMENT = /(\/verify\/)[^/?#]+/gi

function parameterName(pair: string): string {
  const raw = pair.split('=', 1)[0].replace(/\+/g, ' ')
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

/**
 * Could an address name a parameter `redactUrl` hides? False only when none of the names' letters
 * can be there: no escape ('%', '+') and none of the words. Most addresses pass this test and are
 * kept as they are, without splitting them (the hot reads log one line per request).
 */
const MAYBE_SECRET = /[%+]|token|sess|secret|password|senha|lat|lng/i
const VERIFY_ANYWHERE = /\/verify\//i

export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?')
  if (!MAYBE_SECRET.test(url) && !VERIFY_ANYWHERE.test(url)) return url
  const path = (queryStart === -1 ? url : url.slice(0, queryStart)).replace(VERIFY_SEGMENT, `$1${REDACTED}`)
  if (queryStart === -1) return path
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) =>
      pair.includes('=') && (SECRET_PARAM.test(parameterName(pair)) || LOCATION_PARAM.test(parameterName(pair)))
        ? `${pair.split('=', 1)[0]}=${REDACTED}`
        : pair,
    )
    .join('&')
  return `${path}?${query}`
}
