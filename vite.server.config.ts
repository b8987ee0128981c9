/**
 * The server bundle: server/index.ts and everything it imports from this repository, compiled ahead of time to
 * dist/node/index.mjs (`npm run build`), so production runs JavaScript, not TypeScript compiled at start-up; and
 * the content lake's query worker, dist/node/lake-query-worker.mjs. npm packages stay external and are loaded
 * from node_modules as usual.
 */
import { defineConfig } from 'vite'

export default defineConfig({
  resolve: { tsconfigPaths: true },
  // The Vike build (vite.config.ts) owns public/ and dist/client; this build only writes dist/node.
  publicDir: false,
  build: {
    ssr: true,
    outDir: 'dist/node',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    minify: false,
    rollupOptions: {
      // The content lake's query worker is its own entry: a worker thread loads it by file name (server/paths.ts).
      input: { index: 'server/index.ts', 'lake-query-worker': 'server/content-lake/query-worker.ts' },
      output: { entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs', format: 'es' },
    },
  },
  logLevel: 'warn',
})
