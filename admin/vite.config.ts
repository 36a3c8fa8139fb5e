import react from '@vitejs/plugin-react'
import path from 'node:path'
import { defineConfig } from 'vite'
import { precompress } from '../web/vite.config'

const root = path.dirname(new URL(import.meta.url).pathname)

/**
 * The console (react-admin, MUI): a build of its own in dist/admin, served at /painel-admin and
 * /admin-login (server/console/hosting.ts), so none of it reaches the marketplace's bundles.
 */
export default defineConfig({
  root,
  base: '/painel-admin/',
  plugins: [react(), precompress()],
  // The #domain/* aliases (package.json "imports"), resolved from tsconfig.json's paths.
  resolve: { tsconfigPaths: true },
  build: {
    outDir: path.resolve(root, '../dist/admin'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'mui', test: /node_modules[\\/](@mui|@emotion)[\\/]/ },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
})
