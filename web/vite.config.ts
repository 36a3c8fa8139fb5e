import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import path from 'node:path'
import { defineConfig } from 'vite'

const root = path.dirname(new URL(import.meta.url).pathname)

/** The marketplace app: built to dist/web, served by the Express server (server/web/). */
export default defineConfig({
  root,
  plugins: [react(), tailwindcss()],
  build: {
    outDir: path.resolve(root, '../dist/web'),
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    sourcemap: false,
  },
  server: {
    // `npx vite web` during development: API calls go to the running server.
    proxy: { '/api': 'http://localhost:3000' },
  },
})
