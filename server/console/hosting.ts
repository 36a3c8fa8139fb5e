import type { Express } from 'express'
import expressStaticGzip from 'express-static-gzip'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

const CONSOLE_PATHS = ['/admin-login', '/painel-admin', /^\/painel-admin\/(?!assets\/).*/]

/**
 * The console's own build (admin/, decision 0023): its assets under /painel-admin/assets, and its
 * page for /admin-login and every /painel-admin route. The page holds no data: the console asks
 * /api/admin/* once loaded, where the server decides who sees what.
 */
export function hostConsole(app: Express, distDir: string, warn: (message: string) => void) {
  const page = path.join(distDir, 'index.html')
  if (!existsSync(page)) {
    warn(`Painel administrativo não compilado em ${distDir}; /painel-admin fica indisponível. \`npm start\` compila.`)
    return
  }
  const html = readFileSync(page, 'utf8')
  app.use(
    '/painel-admin/assets',
    expressStaticGzip(path.join(distDir, 'assets'), {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      index: false,
      serveStatic: { immutable: true, maxAge: '1y', index: false, fallthrough: false },
    }),
  )
  app.get(CONSOLE_PATHS, (_req, res) => {
    res.setHeader('cache-control', 'no-store')
    res.type('html').send(html)
  })
}
