import { TIME_ZONE_COOKIE, validTimeZone } from '#domain/timeZone'
import { bootstrap } from '../api/bootstrap'
import { setDisplayTimeZone } from './format'

/**
 * Before the first render: show dates in the zone the server rendered the page in, so hydration
 * matches, and tell the server the browser's own zone (the `tz` cookie) for the pages it renders
 * next.
 */
export function adoptPageTimeZone() {
  setDisplayTimeZone(validTimeZone(bootstrap().timeZone) ?? undefined)
  const own = validTimeZone(Intl.DateTimeFormat().resolvedOptions().timeZone)
  if (own && own !== bootstrap().timeZone) {
    document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(own)}; path=/; max-age=31536000; samesite=lax`
  }
}
