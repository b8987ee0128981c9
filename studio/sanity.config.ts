import { defineConfig } from 'sanity'
import { structureTool } from 'sanity/structure'
import { visionTool } from '@sanity/vision'
import { localLakeOptions } from './local/options'
import { shopPresentation } from './presentation'
import { schemaTypes } from './schemaTypes'
import { ordersPlugin } from './tools/orders'

// Studio runs in the browser and in the CLI; Vite exposes SANITY_STUDIO_* to both through process.env.
const projectId = process.env.SANITY_STUDIO_PROJECT_ID || 'local'
const dataset = process.env.SANITY_STUDIO_DATASET || 'production'
// Set by `npm run studio` when the shop's embedded content lake is the backend (docs/adr/0008-local-studio.md).
const localApiHost = process.env.SANITY_STUDIO_LOCAL_API_HOST
// The storefront the Presentation tool previews (studio/presentation); `npm run studio` sets it to its shop.
const shopOrigin = process.env.SANITY_STUDIO_SHOP_ORIGIN

export default defineConfig({
  name: 'default',
  title: 'Noor & Thread',
  projectId,
  dataset,
  // The Orders tool talks to the shop, not the content lake (studio/tools/orders/endpoint.ts).
  plugins: [
    structureTool(),
    ...(shopOrigin ? [shopPresentation(shopOrigin)] : []),
    visionTool({ defaultApiVersion: '2022-03-07' }),
    ordersPlugin(),
  ],
  schema: { types: schemaTypes },
  ...(localApiHost ? localLakeOptions(localApiHost) : {}),
})
