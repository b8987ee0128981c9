/**
 * What "the shop works" means for a boot test: the pages, a hashed asset and both JSON APIs a shopper's browser
 * uses answer without 404 or 5xx. Each failure is collected, so one run names everything that is broken.
 */
import { expect } from 'vitest'

export interface ServeReport {
  /** `<what> → <status>` for every check that failed. */
  failures: string[]
  homeHtml: string
}

export async function checkShopServes(url: string, opts: { contact?: boolean } = {}): Promise<ServeReport> {
  const failures: string[] = []
  const get = async (what: string, path: string, init?: RequestInit) => {
    const res = await fetch(`${url}${path}`, { redirect: 'manual', ...init })
    if (res.status >= 400 || res.status === 0) failures.push(`${what} ${path} → ${res.status}`)
    return res
  }

  const home = await get('home', '/')
  const homeHtml = await home.text()
  await get('all products', '/products')

  const sitemap = await (await get('sitemap', '/sitemap.xml')).text()
  const productPath = /<loc>https?:\/\/[^/<]+(\/product\/[^<]+)<\/loc>/.exec(sitemap)?.[1]
  if (productPath) await get('product page', productPath)
  else failures.push('sitemap.xml names no product')

  const asset = /(?:src|href)="(\/assets\/[^"]+\.js)"/.exec(homeHtml)?.[1]
  if (asset) {
    const res = await get('hashed asset', asset)
    if (!/immutable/.test(res.headers.get('cache-control') ?? '')) failures.push(`${asset} is not served as immutable`)
  } else failures.push('the home page links no hashed script')

  if (opts.contact !== false) {
    await get('contact API', '/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        fullName: 'Boot Test',
        email: 'boot.test@example.com',
        subject: 'Boot test',
        message: 'Checking that the contact form answers in this configuration.',
      }),
    })
  }
  const graphql = await get('GraphQL', '/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ me { _id } }' }),
  })
  if (graphql.ok) {
    const body = (await graphql.json()) as { data?: { me: unknown } }
    if (body.data?.me !== null) failures.push(`GraphQL { me } answered ${JSON.stringify(body)}`)
  }
  return { failures, homeHtml }
}

export async function expectShopServes(url: string, opts?: { contact?: boolean }): Promise<ServeReport> {
  const report = await checkShopServes(url, opts)
  expect(report.failures).toEqual([])
  return report
}
