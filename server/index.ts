/**
 * The production entry: compiled ahead of time to dist/node/index.mjs by `npm run build` (vite.server.config.ts)
 * and run by `npm start`. It serves the Vike build in dist/.
 */
import { start } from './start'

start({ useBuild: true })
