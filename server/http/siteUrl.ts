import type { Request } from 'express'

/**
 * The request's address on this site, its path read as a path: `new URL(req.originalUrl, base)`
 * reads '//x/…' as a host (the landing page for '//vagas-abertas') and throws for '//' and '///'
 * (a 500). Here the path is Express's (an absolute-form request's included) and the query string
 * the request's own.
 */
export function siteUrl(req: Request, base = 'http://navalha.invalid'): URL {
  const url = new URL(base)
  const query = req.originalUrl.indexOf('?')
  url.pathname = `${req.baseUrl}${req.path}`
  url.search = query < 0 ? '' : req.originalUrl.slice(query)
  return url
}
