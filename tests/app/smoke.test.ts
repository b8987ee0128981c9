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
