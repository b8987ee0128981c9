/**
 * The server bundle: server/index.ts and everything it imports from this repository, compiled ahead of time to
 * dist/node/index.mjs (`npm run build`), so production runs JavaScript, not TypeScript compiled at start-up.
 * npm packages stay external and are loaded from node_modules as usual.
 */
import { defineConfig } from 'vite'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  // The Vike build (vite.config.ts) owns public/ and dist/client; this build only writes dist/node.
  publicDir: false,
  build: {
    ssr: 'server/index.ts',
    outDir: 'dist/node',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
    rollupOptions: { output: { entryFileNames: 'index.mjs', format: 'es' } },
  },
  logLevel: 'warn',
})
