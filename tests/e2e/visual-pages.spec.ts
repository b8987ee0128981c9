/**
 * Visual regression of the shop's key pages (README.md, "Reviewing a visual change"): `/`, `/products`, a product page,
 * `/cart` with items, `/wishlist`, `/login`, the bag panel open and the tax invoice in both languages, at phone, tablet
 * and desktop widths, from the built shop with the seeded catalogue, each compared with its baseline in tests/visual/baselines/<chromium-N>/pages/.
 * Without baselines for the running Chromium the comparisons are skipped with the reason (an `apt` upgrade of
 * Chromium asks for new baselines: `npm run visual:accept`); a difference is copied to .visual/results for
 * `npm run visual:review`.
 */
import { copyFile, mkdir } from 'node:fs/promises'
import path from 'node:path'
import type { Page, TestInfo } from '@playwright/test'
import { hasBaselines, missingBaselinesMessage, resultDir } from '@/harness/visual-baselines'
import { routesIn } from '@/lib/routes'
import { renderInvoicePage } from '@/server/orders/invoice-page'
import { discountedTestInvoice, refundedInvoice } from '@/tests/fixtures/invoices'
import { ALLOWED_MISMATCHED_PIXELS, PIXEL_THRESHOLD } from '../visual/story-shots'
import { expect, test, toasts, waitForHydration } from './fixtures'
import { sharedAccount } from './steps'

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'desktop', width: 1440, height: 900 },
] as const

/** Seeded products (seed/production.ndjson): a garment with sizes and colours, and two accessories. */
const GARMENT = 'white-emirati-thobe'
const ACCESSORIES = ['olive-wood-tasbih-99', 'white-musk-attar-oil']

const compared = hasBaselines('pages')
if (!compared) console.warn(`\n⚠ ${missingBaselinesMessage('pages')}\n`)

/**
 * Lazy images below the fold load once scrolled near: scroll through, wait for every image and font, back to top.
 * An image the width hides (`display: none` at this breakpoint) never loads and is not in the picture: not awaited.
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y)
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
    window.scrollTo(0, 0)
    await document.fonts.ready
  })
  await expect
    .poll(
      () => page.evaluate(() => [...document.images].every((image) => image.complete || !image.checkVisibility())),
      { timeout: 10_000 },
    )
    .toBe(true)
  await page.evaluate(() =>
    Promise.all([...document.images].filter((i) => i.complete).map((image) => image.decode().catch(() => {}))),
  )
}

async function addToBag(page: Page, slug: string) {
  await page.goto(`/product/${slug}`)
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Add To Bag' }).click()
  await expect(page.getByRole('button', { name: 'View In Bag' })).toBeVisible()
}

async function saveToWishlist(page: Page, slug: string) {
  await page.goto(`/product/${slug}`)
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Add To Wishlist' }).click()
  await expect(page.getByRole('button', { name: 'View In Wishlist' })).toBeVisible()
}

/**
 * The page as a shopper sees it, whole, against `<page>-<width>.png`; a difference is kept for the review page.
 * Soft: a changed page fails the test but the test goes on, so the review lists every changed page, not the first.
 */
async function matchesBaseline(page: Page, name: string) {
  await settle(page)
  await expect(toasts(page).getByRole('status')).toHaveCount(0)
  await expect.soft(page).toHaveScreenshot(`${name}.png`, {
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    maxDiffPixels: ALLOWED_MISMATCHED_PIXELS,
    threshold: PIXEL_THRESHOLD,
  })
}

/** Playwright attaches `<name>-actual.png` and `<name>-diff.png` on a mismatch: keep them where review looks. */
async function keepDifferences(testInfo: TestInfo) {
  const kept = testInfo.attachments.filter(
    (attachment) => attachment.path && /-(actual|diff)\.png$/.test(attachment.name),
  )
  if (kept.length === 0) return
  await mkdir(resultDir('pages'), { recursive: true })
  for (const attachment of kept) await copyFile(attachment.path!, path.join(resultDir('pages'), attachment.name))
}

test.describe('visual: pages', () => {
  test.skip(!compared, missingBaselinesMessage('pages'))
  // Several pages per test, each scrolled through and shot until two shots agree.
  test.describe.configure({ timeout: 120_000 })
  test.afterEach(async ({ page: _page }, testInfo) => keepDifferences(testInfo))

  for (const size of WIDTHS) {
    test.describe(`${size.name} ${size.width}px`, () => {
      test.use({ viewport: { width: size.width, height: size.height } })

      test(`home, products, a product page and login at ${size.width}px`, async ({ page, consoleProblems }) => {
        for (const [name, url] of [
          ['home', '/'],
          ['products', '/products'],
          ['product', `/product/${GARMENT}`],
          ['login', '/login'],
        ] as const) {
          await page.goto(url)
          await waitForHydration(page)
          await matchesBaseline(page, `${name}-${size.width}`)
        }
        expect(consoleProblems).toEqual([])
      })

      test(`the bag with items: the cart page and the bag panel at ${size.width}px`, async ({
        page,
        consoleProblems,
      }) => {
        for (const slug of ACCESSORIES) await addToBag(page, slug)
        await page.goto('/cart')
        await waitForHydration(page)
        await matchesBaseline(page, `cart-${size.width}`)

        await page.goto('/')
        await waitForHydration(page)
        await page.getByTestId('view-cart').click()
        await expect(page.getByRole('dialog', { name: /Bag/ })).toBeVisible()
        await matchesBaseline(page, `bag-panel-${size.width}`)
        expect(consoleProblems).toEqual([])
      })

      // The server's own page (server/orders/invoice-page.ts) for made-up invoices, so the number and dates hold
      // still: served at the shop's origin, whose print script and icon it loads. A real order's page, through the
      // real route: tests/e2e/tax-invoice.spec.ts.
      test(`the tax invoice, in English and Arabic, at ${size.width}px`, async ({ page, consoleProblems }) => {
        for (const [name, locale, invoice] of [
          ['invoice', 'en', discountedTestInvoice],
          ['invoice-ar', 'ar', refundedInvoice],
        ] as const) {
          const url = routesIn(locale).taxInvoice('visual')
          const otherLanguageHref = routesIn(locale === 'en' ? 'ar' : 'en').taxInvoice('visual')
          const body = renderInvoicePage({ invoice, locale, otherLanguageHref })
          await page.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body }))
          await page.goto(url)
          await expect(page.getByRole('heading', { level: 1 })).toContainText('Tax invoice')
          await matchesBaseline(page, `${name}-${size.width}`)
        }
        expect(consoleProblems).toEqual([])
      })

      test(`the wishlist with saved products at ${size.width}px`, async ({ page, request, consoleProblems }) => {
        const { token } = await sharedAccount(request, 'wishlist')
        await page.goto('/')
        await waitForHydration(page)
        await page.evaluate((t) => localStorage.setItem('id_token', t), token)
        for (const slug of [GARMENT, ...ACCESSORIES]) await saveToWishlist(page, slug)
        await page.goto('/wishlist')
        await waitForHydration(page)
        await matchesBaseline(page, `wishlist-${size.width}`)
        expect(consoleProblems).toEqual([])
      })
    })
  }
})
