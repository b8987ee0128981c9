import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, test as base, type Locator, type Page } from '@playwright/test'
import { messagesIn } from '@/lib/i18n/messages'
import { navigationMessages } from '@/lib/i18n/messages/navigation'
import {
  MINIMUM_USER_AGE,
  PRIVACY_POLICY_DATE,
  RETURN_WINDOW_DAYS,
  SESSION_TOKEN_KEY,
  SHIPPING_BUSINESS_DAYS,
  SHOP_NAME,
  WISHLIST_STORAGE_KEY,
} from '@/lib/constants'
import { waitForHydration } from './fixtures'

/**
 * The four static pages (docs/product.md §2 "Static pages"): server-rendered content, a sensible heading
 * outline, working in-page navigation, the facts the spec requires, and a closing contact link.
 */

interface StaticPage {
  path: string
  heading: string
  /** Whether the page opens with an "On this page" table of contents. */
  hasToc: boolean
  /** Something the page's own meta description says (not the site-wide default). */
  description: RegExp
}

const staticPages: readonly StaticPage[] = [
  { path: '/our-story', heading: 'Our Story', hasToc: false, description: /family business/ },
  { path: '/shipping-returns', heading: 'Shipping & Returns', hasToc: true, description: /returns/i },
  { path: '/terms-and-conditions', heading: 'Terms and Conditions', hasToc: true, description: /terms/i },
  { path: '/privacy-policy', heading: 'Privacy Policy', hasToc: true, description: /personal information/ },
]

/**
 * The static pages are read, not changed, by most tests here: each is opened once per worker and those tests read
 * the same page, rather than each loading it in a context of its own (docs/testing.md, "Where a run's time goes").
 * A test that changes the page (its size, its scroll) opens its own with the `page` fixture.
 */
const test = base.extend<object, { opened: (path: string) => Promise<Page> }>({
  opened: [
    async ({ browser }, use, workerInfo) => {
      const { baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = workerInfo.project.use
      const context = await browser.newContext({ baseURL, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch })
      const pages = new Map<string, Promise<Page>>()
      await use((path) => {
        let page = pages.get(path)
        if (!page) {
          page = context.newPage().then(async (opened) => {
            await opened.goto(path)
            return opened
          })
          pages.set(path, page)
        }
        return page
      })
      await context.close()
    },
    { scope: 'worker' },
  ],
})

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;')
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function article(page: Page): Locator {
  return page.locator('main article').first()
}

async function headingLevels(scope: Locator): Promise<number[]> {
  return scope
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))))
}

for (const staticPage of staticPages) {
  test.describe(staticPage.path, () => {
    test('is rendered on the server with its heading', async ({ request }) => {
      const response = await request.get(staticPage.path)
      expect(response.status()).toBe(200)
      const html = await response.text()
      expect(html).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(escapeHtml(staticPage.heading))}</h1>`))
    })

    test('has its own title and description', async ({ opened }) => {
      const page = await opened(staticPage.path)
      await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(staticPage.heading)}.*${escapeRegExp(SHOP_NAME)}`))
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', staticPage.description)
    })

    test('has one h1 and headings that form an outline', async ({ opened }) => {
      const page = await opened(staticPage.path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(staticPage.heading)

      const levels = await headingLevels(article(page))
      expect(levels[0]).toBe(1)
      expect(levels.filter((level) => level === 2).length).toBeGreaterThanOrEqual(3)
      levels.forEach((level, index) => {
        if (index > 0) expect(level, `heading ${index + 1} skips a level`).toBeLessThanOrEqual(levels[index - 1]! + 1)
      })
    })

    test('every section is a region named by its h2', async ({ opened }) => {
      const page = await opened(staticPage.path)
      const sections = article(page).locator('section[id]')
      const count = await sections.count()
      expect(count).toBeGreaterThanOrEqual(3)
      for (let index = 0; index < count; index++) {
        const section = sections.nth(index)
        const headingText = (await section.locator('h2').first().textContent())?.trim() ?? ''
        expect(headingText).not.toBe('')
        await expect(page.getByRole('region', { name: headingText, exact: true })).toHaveCount(1)
      }
    })

    test('ends with a link to the contact page', async ({ opened }) => {
      const page = await opened(staticPage.path)
      const lastLink = article(page).getByRole('link').last()
      await expect(lastLink).toHaveAttribute('href', '/contact-us')
      await expect(lastLink).toBeVisible()
    })

    test('fits a 390 px phone without sideways scrolling', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(staticPage.path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
    })

    if (staticPage.hasToc) {
      test('the table of contents lists every section and its links land on them', async ({ page }) => {
        await page.goto(staticPage.path)
        const toc = page.getByRole('navigation', { name: 'On this page' })
        await expect(toc).toBeVisible()

        const links = toc.getByRole('link')
        const sectionHeadings = article(page).locator('section[id] > h2')
        await expect(links).toHaveCount(await sectionHeadings.count())
        expect(await links.allTextContents()).toEqual(
          (await sectionHeadings.allTextContents()).map((text) => text.trim()),
        )

        // Every link points at an existing section.
        for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))) {
          expect(href).toMatch(/^#[\w-]+$/)
          await expect(page.locator(`section${href}`)).toHaveCount(1)
        }

        // Following the last link scrolls its section into view.
        const lastLink = links.last()
        const target = (await lastLink.getAttribute('href'))!
        await lastLink.click()
        await expect(page).toHaveURL(new RegExp(`${escapeRegExp(target)}$`))
        await expect(page.locator(`section${target} > h2`)).toBeInViewport()
      })
    } else {
      test('has no table of contents', async ({ opened }) => {
        const page = await opened(staticPage.path)
        await expect(page.getByRole('navigation', { name: 'On this page' })).toHaveCount(0)
      })
    }
  })
}

test('each page is prerendered in Arabic as well, right to left, with an Arabic title', () => {
  for (const { path: pagePath } of staticPages) {
    const html = readFileSync(path.join('dist', 'client', 'ar', pagePath, 'index.html'), 'utf8')
    expect(html, pagePath).toContain('<html dir="rtl" lang="ar">')
    expect(html, pagePath).toMatch(/<title>[\u0600-\u06FF]/)
  }
})

test.describe('Our Story', () => {
  test('tells who the shop is and what modest fashion means to it', async ({ opened }) => {
    const page = await opened('/our-story')
    const content = article(page)
    await expect(content).toContainText('Melbourne')
    await expect(content).toContainText('mother')
    await expect(content).toContainText('daughter')
    await expect(content.getByRole('heading', { level: 2, name: 'What modest fashion means to us' })).toBeVisible()

    const words = (await content.innerText()).split(/\s+/).filter(Boolean).length
    expect(words).toBeGreaterThanOrEqual(500)
    expect(words).toBeLessThanOrEqual(950)
  })

  test('links to the shop', async ({ opened }) => {
    const page = await opened('/our-story')
    const content = article(page)
    for (const href of ['/products', '/category/women', '/category/men', '/category/accessories']) {
      await expect(content.locator(`a[href="${href}"]`)).toHaveCount(1)
    }
  })
})

test('the Arabic Our Story opened after another Arabic page names the sections without an error', async ({ page }) => {
  // With the first page's scripts cached, the story's module runs before the Arabic messages have loaded.
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto('/ar/products')
  await waitForHydration(page)
  await page.goto('/ar/our-story')
  await waitForHydration(page)
  const names = messagesIn(navigationMessages, 'ar').links
  for (const slug of ['women', 'men', 'accessories'] as const) {
    await expect(article(page).locator(`a[href="/ar/category/${slug}"]`)).toHaveText(names[slug])
  }
  await page.waitForLoadState('networkidle')
  expect(errors).toEqual([])
})

test.describe('Shipping & Returns', () => {
  test('states dispatch time, return window and what is not refunded or served', async ({ opened }) => {
    const page = await opened('/shipping-returns')
    const content = article(page)
    await expect(content.locator('#dispatch')).toContainText(`${SHIPPING_BUSINESS_DAYS} business days`)
    // Counted from shipping, as the order pages count it (docs/product.md §17.5): the shop never knows the delivery day.
    await expect(content.locator('#returns')).toContainText(`${RETURN_WINDOW_DAYS} days of the day we ship them`)
    await expect(content.locator('#exchanges')).toContainText('An exchange is for the same price')
    await expect(content.locator('#shipping-costs')).toContainText('Shipping costs are non-refundable')
    await expect(content.locator('#where-we-deliver')).toContainText('PO Boxes')
    await expect(content.locator('#where-we-deliver')).toContainText('military addresses')
    await expect(content.locator('#refunds')).toContainText('original payment method')
  })

  test('covers tracking, damaged items and exchanges', async ({ opened }) => {
    const page = await opened('/shipping-returns')
    for (const name of ['Tracking your order', 'Damaged, faulty or incorrect items', 'Exchanges']) {
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible()
    }
  })

  test('shows delivery times by region', async ({ opened }) => {
    const page = await opened('/shipping-returns')
    const table = article(page).locator('#delivery-times table')
    await expect(table.getByRole('columnheader', { name: 'Region' })).toBeVisible()
    await expect(table.getByRole('rowheader', { name: 'Melbourne metro' })).toBeVisible()
    expect(await table.locator('tbody tr').count()).toBeGreaterThanOrEqual(5)
  })

  test('explains how to start a return in steps that link to the contact page', async ({ opened }) => {
    const page = await opened('/shipping-returns')
    const steps = article(page).locator('#start-a-return ol > li')
    expect(await steps.count()).toBeGreaterThanOrEqual(3)
    await expect(steps.first().locator('a[href="/contact-us"]')).toBeVisible()
  })
})

test.describe('Terms and Conditions', () => {
  test('shows visible blanks for the details the owner must fill in', async ({ opened }) => {
    const page = await opened('/terms-and-conditions')
    const content = article(page)
    for (const label of ['Agent Name', 'Address', 'State', 'County', 'number']) {
      const blanks = content.locator(`[data-placeholder="${label}"]`)
      expect(await blanks.count(), label).toBeGreaterThanOrEqual(1)
      await expect(blanks.first()).toBeVisible()
      await expect(blanks.first()).toContainText(`[${label}]`)
    }
  })

  test('names the copyright agent and the counter-notification', async ({ opened }) => {
    const page = await opened('/terms-and-conditions')
    const copyright = article(page).locator('#copyright-infringement')
    await expect(copyright.getByRole('heading', { level: 3, name: 'Counter-notification' })).toBeVisible()
    await expect(copyright.locator('address [data-placeholder="Agent Name"]')).toBeVisible()
    await expect(copyright.locator('address [data-placeholder="Address"]')).toBeVisible()
  })

  test('covers termination, governing law and the liability period', async ({ opened }) => {
    const page = await opened('/terms-and-conditions')
    const content = article(page)
    await expect(content.locator('#term-and-termination')).toContainText('prohibited from registering')
    await expect(content.locator('#governing-law')).toContainText('laws of the State of')
    await expect(content.locator('#governing-law [data-placeholder="State"]')).toBeVisible()
    await expect(content.locator('#limitations-of-liability [data-placeholder="number"]')).toBeVisible()
    await expect(content.locator('#limitations-of-liability')).toContainText('-month period')
  })

  test('offers three dispute resolution options for the owner to choose from', async ({ opened }) => {
    const page = await opened('/terms-and-conditions')
    const disputes = article(page).locator('#dispute-resolution')
    const options = disputes.getByRole('heading', { level: 3, name: /^Option \d/ })
    await expect(options).toHaveCount(3)
    await expect(options.nth(0)).toContainText('court')
    await expect(options.nth(1)).toContainText('Informal negotiation, then arbitration')
    await expect(options.nth(2)).toContainText('Binding arbitration')
    await expect(disputes.locator('[data-placeholder="County"]').first()).toBeVisible()
  })

  test('covers the remaining required topics', async ({ opened }) => {
    const page = await opened('/terms-and-conditions')
    for (const name of [
      'Modifications and interruptions',
      'Restrictions on class actions',
      'Disclaimer',
      'Limitations of liability',
      'Indemnification',
      'User data',
      'Electronic communications, transactions and signatures',
      'Miscellaneous',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible()
    }
  })
})

test.describe('Privacy Policy', () => {
  test('shows when it was last updated, near the top', async ({ opened }) => {
    const page = await opened('/privacy-policy')
    const updated = page.getByText(`Last updated: ${PRIVACY_POLICY_DATE}`, { exact: true })
    await expect(updated).toBeVisible()
    await expect(updated.locator('time')).toHaveAttribute('datetime', '2024-02-12')
    const updatedTop = (await updated.boundingBox())!.y
    const firstSectionTop = (await article(page).locator('section[id]').first().boundingBox())!.y
    expect(updatedTop).toBeLessThan(firstSectionTop)
  })

  test('names the Australian jurisdiction and the Australian Privacy Principles', async ({ opened }) => {
    const page = await opened('/privacy-policy')
    const content = article(page)
    await expect(content).toContainText('Victoria, Australia')
    await expect(content).toContainText('Australian Privacy Principles')
  })

  test('describes session and persistent cookies of three kinds, and local storage', async ({ opened }) => {
    const page = await opened('/privacy-policy')
    const cookies = article(page).locator('#cookies')
    await expect(cookies).toContainText('session cookies')
    await expect(cookies).toContainText('Persistent cookies')
    for (const kind of [
      'Necessary / essential cookies',
      'Cookie policy / notice acceptance cookies',
      'Functionality cookies',
    ]) {
      await expect(cookies.locator('dt', { hasText: kind })).toBeVisible()
    }
    await expect(cookies).toContainText('local storage')
    for (const key of ['persist:root', WISHLIST_STORAGE_KEY, SESSION_TOKEN_KEY]) {
      await expect(cookies.locator('code', { hasText: key })).toBeVisible()
    }
  })

  test('explains deletion, disclosure and children’s privacy', async ({ opened }) => {
    const page = await opened('/privacy-policy')
    const content = article(page)
    await expect(content.locator('#deletion')).toContainText('account settings')
    await expect(content.locator('#deletion a[href="/contact-us"]')).toBeVisible()
    for (const name of ['Business transactions', 'Law enforcement', 'Other legal requirements']) {
      await expect(content.locator('#disclosure').getByRole('heading', { level: 3, name })).toBeVisible()
    }
    await expect(content.locator('#childrens-privacy')).toContainText(`under the age of ${MINIMUM_USER_AGE}`)
  })

  test('covers the remaining required topics', async ({ opened }) => {
    const page = await opened('/privacy-policy')
    for (const name of [
      'Usage data',
      'How we use your personal data',
      'Sharing your personal data',
      'Retention of your personal data',
      'Transfer of your personal data',
      'Security of your personal data',
      'Links to other websites',
      'Changes to this privacy policy',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible()
    }
  })
})
