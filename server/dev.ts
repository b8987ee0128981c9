/** `npm run dev`: the server from source (tsx) with Vite's dev middleware and HMR. */
import { start } from './start'

start({ useBuild: false })
