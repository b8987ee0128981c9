import { afterAll, beforeAll, expect, test } from 'vitest'
import { startShop, type ShopProcess } from '../helpers/shop'

let shop: ShopProcess
beforeAll(async () => {
  shop = await startShop()
})
afterAll(async () => {
  await shop?.stop()
})

test('the compiled shop serves the home page', async () => {
  const res = await fetch(`${shop.url}/`)
  expect(res.status).toBe(200)
  expect(await res.text()).toContain('Islamic Elegance')
})

test('a local run prints no warnings', () => {
  const warnings = shop
    .output()
    .split('\n')
    .filter((line) => line && !line.startsWith('{"level":30'))
  expect(warnings).toEqual([])
})

test('a page fetches its scripts at low priority: nothing on its first paint waits for them', async () => {
  for (const path of ['/', '/products', '/cart']) {
    const html = await (await fetch(`${shop.url}${path}`)).text()
    const tags = html.match(/<script [^>]*type="module"[^>]*>|<link rel="modulepreload"[^>]*>/g) ?? []
    expect(tags.length, path).toBeGreaterThan(1)
    for (const tag of tags) expect(tag, path).toContain('fetchpriority="low"')
  }
})

test('an address with a malformed %-escape gets 400 and says so, and the shop stays up', async () => {
  const res = await fetch(`${shop.url}/product/%00%ff`)
  expect(res.status).toBe(400)
  expect(await res.json()).toEqual({ error: { message: 'The address is not valid: it has a malformed %-escape' } })
  expect((await fetch(`${shop.url}/healthz`)).status).toBe(200)
})
