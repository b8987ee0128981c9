import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { fontFilesPlugin } from '../components/ui/fontFiles.ts'

// Storybook renders components outside Vike: the same styled-components plugin, the same font files at the
// same URLs (served by Vite in Storybook and the story tests, written to storybook-static/fonts by its build), and a
// stand-in for Vike's router.
export default defineConfig({
  plugins: [
    fontFilesPlugin(),
    react({
      babel: { plugins: [['babel-plugin-styled-components', { ssr: true, displayName: true, fileName: false }]] },
    }),
  ],
  resolve: {
    tsconfigPaths: true,
    alias: {
      // tsconfigPaths does not reach .storybook/preview.tsx in a build (Rolldown); the same alias, spelled out.
      '@/': fileURLToPath(new URL('../', import.meta.url)),
      'vike/client/router': fileURLToPath(new URL('./mocks/vike-router.ts', import.meta.url)),
      'vike-react/usePageContext': fileURLToPath(new URL('./mocks/vike-page-context.ts', import.meta.url)),
    },
  },
})
