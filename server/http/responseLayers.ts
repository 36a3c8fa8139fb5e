import compression from 'compression'
import type { RequestHandler } from 'express'
import helmet from 'helmet'
import type { Settings } from '#infra/settings'

/** Helmet as every answer gets it: the content security policy and the rest of helmet's defaults. */
export function securityHeaders(settings: Settings): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'media-src': ["'self'", 'blob:'],
        'upgrade-insecure-requests': settings.secureCookies ? [] : null,
      },
    },
    strictTransportSecurity: settings.secureCookies,
  }) as RequestHandler
}

/**
 * The headers a helmet middleware sets, computed once: they depend on the settings only, never on
 * the request (no nonces), so the lean read paths copy them instead of running helmet each time.
 */
export function fixedHeaders(middleware: RequestHandler): [string, string][] {
  const headers: [string, string][] = []
  const recorder = {
    setHeader: (name: string, value: string) => void headers.push([name, value]),
    removeHeader: () => undefined,
  }
  let finished = false
  middleware({} as never, recorder as never, () => (finished = true))
  if (!finished) throw new Error('o helmet não terminou de uma vez: seus cabeçalhos dependem da requisição')
  return headers
}

/** Pages and API answers are compressed when the client asks; built assets come precompressed. */
export const compressResponses = (): RequestHandler => compression({ threshold: 1024 })
