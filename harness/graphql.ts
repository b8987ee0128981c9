import type { ShopProcess } from './shop'

export interface GraphQLAnswer {
  status: number
  headers: Headers
  data: Record<string, unknown> | null | undefined
  error: { message: string; extensions?: Record<string, unknown> } | undefined
}

/**
 * One GraphQL request to a running shop as the storefront sends it. `ip` arrives as X-Forwarded-For, which the shop
 * believes when it runs with TRUST_PROXY=loopback (one proxy on this machine, as the security reviews replayed it).
 */
export async function gql(
  shop: Pick<ShopProcess, 'url'>,
  query: string,
  variables: Record<string, unknown> = {},
  opts: { ip?: string; token?: string } = {},
): Promise<GraphQLAnswer> {
  const res = await fetch(`${shop.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(opts.ip ? { 'x-forwarded-for': opts.ip } : {}),
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  })
  const body = (await res.json()) as { data?: Record<string, unknown> | null; errors?: GraphQLAnswer['error'][] }
  return { status: res.status, headers: res.headers, data: body.data, error: body.errors?.[0] }
}
