import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import path from 'node:path'
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { defineConfig, type Plugin } from 'vite'

const root = path.dirname(new URL(import.meta.url).pathname)

/**
 * Writes .br and .gz beside every text asset once the build is done, so the server sends
 * compressed files without compressing them on every request (server/pages/hosting.ts).
 */
export function precompress(): Plugin {
  let outDir = ''
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => (statSync(path.join(dir, name)).isDirectory() ? walk(path.join(dir, name)) : [path.join(dir, name)]))
  return {
    name: 'navalha-precompress',
    apply: 'build',
    configResolved: (config) => void (outDir = config.build.outDir),
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg|json)$/.test(file) || file.includes('.vite')) continue
        const content = readFileSync(file)
        if (content.length < 1024) continue
        writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }))
      }
    },
  }
}

/** The marketplace app: built to dist/web, served by the Express server (server/pages/). */
export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), precompress()],
  // The #domain/* aliases (package.json "imports"), resolved from tsconfig.json's paths.
  resolve: { tsconfigPaths: true },
  build: {
    outDir: path.resolve(root, '../dist/web'),
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      // The app, and the landing page on its own without the router (server/pages/html.ts picks one).
      input: { app: path.resolve(root, 'index.html'), landing: path.resolve(root, 'landing.html') },
      output: {
        // Named shared chunks, so a reader of dist/ (and of docs/BENCHMARKS.md) sees what is what.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            // zod apart from the forms: a page that parses its address with a schema needs no form library.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    // `npx vite web` during development: API calls go to the running server.
    proxy: { '/api': 'http://localhost:3000' },
  },
})
