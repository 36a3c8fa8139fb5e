import type { RequestHandler } from 'express'

/** The console's paths: its sign-in page and every /painel-admin route but its assets. */
export const CONSOLE_PATHS = ['/admin-login', '/painel-admin', /^\/painel-admin\/(?!assets\/).*/]

/** The console's one page, never stored: it holds no data (the console asks /api/admin/* once loaded). */
export const consolePage =
  (html: string): RequestHandler =>
  (_req, res) => {
    res.setHeader('cache-control', 'no-store')
    res.type('html').send(html)
  }
