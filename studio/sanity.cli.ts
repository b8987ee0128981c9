import { defineCliConfig } from 'sanity/cli'

const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'local'
const dataset = process.env.SANITY_STUDIO_DATASET || 'production'

export default defineCliConfig({
  api: { projectId, dataset },
  // Offline machines: never fetch Studio modules from Sanity's CDN at runtime.
  deployment: { autoUpdates: false },
  // Paths are relative to studio/, where every sanity command runs.
  typegen: {
    path: '../lib/content/queries.ts',
    schema: './schema.json',
    generates: '../lib/content/sanity.types.ts',
    overloadClientMethods: true,
  },
})
