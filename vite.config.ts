import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig, type Plugin } from 'vite'
import { fontFilesPlugin } from './components/ui/fontFiles.ts'
import { languageChunksPlugin } from './lib/i18n/languageChunksPlugin.ts'

/**
 * The first time zod builds an object schema it probes whether it may compile parsers (`new Function('')`). The
 * shop's CSP has no 'unsafe-eval', so in the browser that probe is a CSP violation on every page (Chrome reports it;
 * Lighthouse takes it off Best Practices). zod skips the probe when its global config says `jitless`, which has to
 * be set before any schema is built: no import order in the app can promise that, so the browser build sets it in
 * zod's own config module, the one every schema imports first. The server keeps zod's faster compiled parsers.
 */
function zodJitlessInBrowser(): Plugin {
  return {
    name: 'zod-jitless-in-browser',
    transform(code, id, options) {
      if (options?.ssr || !/[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/.test(id)) return
      if (!code.includes('export function config('))
        this.error(`zod's config() moved; update zodJitlessInBrowser in vite.config.ts`)
      return { code: `${code}\nconfig({ jitless: true });\n`, map: null }
    },
  }
}

export default defineConfig(({ command }) => ({
  plugins: [
    vike(),
    zodJitlessInBrowser(),
    // The font files at their own URLs, out of Vike's preloads and of any stylesheet (components/ui/fontFiles.ts).
    fontFilesPlugin(),
    // English pages without the Arabic messages, Arabic pages with their own (lib/i18n/languageChunksPlugin.ts).
    languageChunksPlugin(),
    // The styled-components compile-time plugin gives every component a stable class name on server and
    // client alike; without it, ids follow module load order and hydration breaks. Component names in the class
    // names (`Header-sc-…`) only while developing: in the build they were a string per styled component in every
    // page's JavaScript and a longer class on every element (docs/performance.md, "JavaScript budget").
    react({
      babel: {
        plugins: [['babel-plugin-styled-components', { ssr: true, displayName: command === 'serve', fileName: false }]],
      },
    }),
  ],
  // redux-persist 6 has no `exports` map; bundling it avoids ERR_UNSUPPORTED_DIR_IMPORT in the production server.
  // `@/lib/...` etc. (tsconfig.json paths), the one import alias of the project.
  resolve: { tsconfigPaths: true },
  ssr: { noExternal: ['redux-persist'] },
  build: { target: 'es2022' },
}))
