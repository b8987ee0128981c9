/**
 * A PriceCatalog straight over @sanity/client, for when the content service is not handed in: the hosted
 * project when SANITY_PROJECT_ID is set, otherwise the embedded lake this same process serves on /content.
 */
import { createClient, type SanityClient } from '@sanity/client'
import { SANITY_API_VERSION } from '../../lib/constants'
import { PRODUCTS_BY_PRICE_IDS_QUERY } from '../../lib/content/queries'
import type { Config } from '../config'
import { LAKE_MOUNT_PATH } from '../content-lake/assets'
import type { PriceCatalog } from './catalog'

export function sanityPriceCatalog(client: SanityClient): PriceCatalog {
  return {
    async productsByPriceIds(ids) {
      const products = await client.fetch(PRODUCTS_BY_PRICE_IDS_QUERY, { priceIds: ids })
      return products.map((p) => ({ _id: p._id, title: p.title, price: p.price, price_id: p.price_id, slug: p.slug ?? null }))
    },
  }
}

export function configuredSanityClient(config: Config): SanityClient {
  if (config.sanity.projectId) {
    return createClient({
      projectId: config.sanity.projectId,
      dataset: config.sanity.dataset,
      apiVersion: SANITY_API_VERSION,
      // Prices decide what is charged: read them fresh, not from the CDN.
      useCdn: false,
      token: config.sanity.readToken,
      perspective: 'published',
    })
  }
  return createClient({
    projectId: config.contentLake.projectId,
    dataset: config.contentLake.dataset,
    apiVersion: SANITY_API_VERSION,
    apiHost: `http://127.0.0.1:${config.port}${LAKE_MOUNT_PATH}`,
    useProjectHostname: false,
    useCdn: false,
  })
}
