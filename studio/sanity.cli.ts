import { defineCliConfig } from 'sanity/cli'
import { localLakeVite } from './local/devServer'

const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'local'
const dataset = process.env.SANITY_STUDIO_DATASET || 'production'

export default defineCliConfig({
  api: { projectId, dataset },
  // Offline machines: never fetch Studio modules from Sanity's CDN at runtime.
  deployment: { autoUpdates: false },
  // `npm run studio` without a Sanity project: HTTPS + HTTP/2 and the lake's API (docs/adr/0008-local-studio.md).
  vite: (config) => localLakeVite(config),
  // Paths are relative to studio/, where every sanity command runs.
  typegen: {
    path: '../lib/content/queries.ts',
    schema: '../lib/content/schema.json',
    // scripts/typegen-check.mjs generates into a temporary file, to compare without writing to the tree.
    generates: process.env.TYPEGEN_CHECK_OUTPUT ?? '../lib/content/sanity.types.ts',
    overloadClientMethods: true,
  },
})
