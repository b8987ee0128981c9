/**
 * Categories an editor adds (docs/product.md §3.2, §13.3): the route and the list filter use the category's slug, so
 * a category whose title has several words lists its products like the three the shop starts with.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startShop, type ShopProcess } from '@/harness/shop'

let shop: ShopProcess
beforeAll(async () => {
  shop = await startShop()
}, 120_000)
afterAll(() => shop?.stop())

async function query<T>(groq: string): Promise<T> {
  const url = `${shop.url}/content/v2022-03-07/data/query/production?query=${encodeURIComponent(groq)}`
  return ((await (await fetch(url)).json()) as { result: T }).result
}

function mutate(mutations: unknown[]) {
  const token = readFileSync(path.join(shop.dataDir, 'secrets', 'content-lake-token'), 'utf8').trim()
  return fetch(`${shop.url}/content/v2022-03-07/data/mutate/production`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ mutations }),
  })
}

describe('a category of several words', () => {
  it('lists its products at /category/<slug> and in the /products category filter', async () => {
    const product = await query<{ _id: string; title: string }>(
      `*[_type == "product" && category->slug.current == "accessories"] | order(_createdAt desc)[0]{_id, title}`,
    )
    const category = {
      _id: 'category-prayer-essentials',
      _type: 'category',
      title: 'Prayer Essentials',
      slug: { _type: 'slug', current: 'prayer-essentials' },
    }
    const moved = await mutate([
      { createOrReplace: category },
      { patch: { id: product._id, set: { category: { _type: 'reference', _ref: category._id } } } },
    ])
    expect(moved.status).toBe(200)

    const page = await fetch(`${shop.url}/category/prayer-essentials`)
    const html = await page.text()
    expect(page.status).toBe(200)
    expect(html).toContain('<h1>Prayer Essentials</h1>')
    expect(html).toContain(product.title)

    const filtered = await (await fetch(`${shop.url}/products?category=prayer-essentials`)).text()
    expect(filtered).toContain(product.title)
    expect(filtered).toContain('Prayer Essentials')
  })
})
