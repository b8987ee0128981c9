/**
 * Where the Orders tool sends its GraphQL requests (docs/operations.md, "The Orders tool").
 * - SANITY_STUDIO_SHOP_GRAPHQL_URL, when set: a hosted Studio calls the shop directly (the shop must allow the
 *   Studio's origin for /graphql).
 * - The local Studio (`npm run studio`): its dev server forwards /graphql to the shop it already proxies the
 *   content lake to, so the request is same-origin and needs no CORS (studio/local/devServer.ts).
 * - Otherwise there is no shop to reach, and the tool says which variable to set.
 */
export const SHOP_GRAPHQL_ENV = 'SANITY_STUDIO_SHOP_GRAPHQL_URL'

/** The path the local Studio's dev server forwards to the shop's GraphQL endpoint. */
export const LOCAL_GRAPHQL_PATH = '/graphql'

export function shopGraphqlEndpoint(
  env: { shopGraphqlUrl?: string; localApiHost?: string } = {
    // Vite replaces these two expressions at build time; only SANITY_STUDIO_* variables reach the bundle.
    shopGraphqlUrl: process.env.SANITY_STUDIO_SHOP_GRAPHQL_URL,
    localApiHost: process.env.SANITY_STUDIO_LOCAL_API_HOST,
  },
): string | null {
  const configured = env.shopGraphqlUrl?.trim()
  if (configured) return configured
  if (env.localApiHost) return LOCAL_GRAPHQL_PATH
  return null
}
