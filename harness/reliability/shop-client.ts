/** What the runs ask the shop: its catalogue (through the content query API) and plain HTTP with a deadline. */

export interface CatalogueProduct {
  slug: string
  category: string
  priceId: string
  /** Path + query of the product's first image on this shop (the lake's image URL), if it has one. */
  imagePath: string | undefined
}

/** The published products, read through the content API of `contentOrigin` (a shop with the embedded lake). */
export async function catalogue(contentOrigin: string): Promise<CatalogueProduct[]> {
  const query = `*[_type == "product" && defined(slug.current)]{"slug": slug.current, "category": lower(category->title), "priceId": coalesce(variants[0].price_id, price_id), "imageUrl": images[0].asset->url}`
  const url = `${contentOrigin}/content/v2022-03-07/data/query/production?query=${encodeURIComponent(query)}`
  const res = await fetch(url)
  if (!res.ok) throw new Error(`catalogue query answered ${res.status}`)
  const { result } = (await res.json()) as {
    result: Array<{ slug: string; category: string; priceId: string; imageUrl: string | null }>
  }
  return result
    .filter((p) => p.priceId)
    .map((p) => ({
      slug: p.slug,
      category: p.category,
      priceId: p.priceId,
      imagePath: p.imageUrl ? new URL(p.imageUrl, contentOrigin).pathname + '?w=400&auto=format' : undefined,
    }))
}

export interface Answer {
  status: number
  body: string
  headers: Headers
  ms: number
}

/** One request; a network error or the deadline becomes status 0 with the reason as body. */
export async function request(url: string, init: RequestInit = {}, timeoutMs = 15_000): Promise<Answer> {
  const started = performance.now()
  try {
    const res = await fetch(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) })
    const body = await res.text()
    return { status: res.status, body, headers: res.headers, ms: performance.now() - started }
  } catch (error) {
    const reason =
      error instanceof Error
        ? `${error.name}: ${error.message} ${error.cause instanceof Error ? error.cause.message : ''}`
        : String(error)
    return { status: 0, body: reason, headers: new Headers(), ms: performance.now() - started }
  }
}

export const json = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
})

export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined | false>,
  timeoutMs: number,
  everyMs = 250,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
}

/** A unique address per call, so per-e-mail limits never mix runs. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`
}

export const REGISTER_MUTATION = `mutation Register($input: RegisterInput!) { register(registerInput: $input) { message } }`

export const registerBody = (email: string) => ({
  query: REGISTER_MUTATION,
  variables: {
    input: {
      fullName: 'Reliability Run',
      email,
      password: 'Correct-horse-9-battery',
      confirmPassword: 'Correct-horse-9-battery',
    },
  },
})
