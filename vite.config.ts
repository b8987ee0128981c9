import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [
    vike(),
    // The styled-components compile-time plugin gives every component a stable class name on server and
    // client alike; without it, ids follow module load order and hydration breaks.
    react({
      babel: { plugins: [['babel-plugin-styled-components', { ssr: true, displayName: true, fileName: false }]] },
    }),
  ],
  // redux-persist 6 has no `exports` map; bundling it avoids ERR_UNSUPPORTED_DIR_IMPORT in the production server.
  // `@/lib/...` etc. (tsconfig.json paths), the one import alias of the project.
  resolve: { tsconfigPaths: true },
  ssr: { noExternal: ['redux-persist'] },
  build: { target: 'es2022' },
})
