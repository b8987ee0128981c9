import type { Page } from '@playwright/test'
import { colourName } from '@/lib/i18n/colourNames'
import sharp from 'sharp'
import { expect, test, toasts, waitForHydration } from './fixtures'
import { verifiedAccount } from './steps'

/** No sideways scroll at this viewport. */
async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
}

async function firstProductPath(page: Page): Promise<string> {
  await page.goto('/products')
  const href = await page.getByRole('list', { name: 'Products' }).getByRole('link').first().getAttribute('href')
  expect(href).toMatch(/^\/product\//)
  return href!
}

test.describe('home', () => {
  test('hero, the two grids with 4 and 5 products, See All', async ({ page, consoleProblems: _ }) => {
    await page.goto('/')
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Islamic Elegance' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/products')
    const lcp = page.locator('img[fetchpriority="high"]')
    await expect(lcp).toHaveCount(1)
    await expect(lcp).toHaveAttribute('loading', 'eager')
    await expect(page.getByRole('list', { name: 'Our Newest Additions' }).getByRole('listitem')).toHaveCount(4)
    await expect(page.getByRole('list', { name: 'Our Featured Products' }).getByRole('listitem')).toHaveCount(5)
    // Below-the-fold grid images are lazy and sized.
    const card = page.getByRole('list', { name: 'Our Featured Products' }).locator('img').first()
    await expect(card).toHaveAttribute('loading', 'lazy')
    await expect(card).toHaveAttribute('width', /\d+/)
    await expect(card).toHaveAttribute('srcset', /auto=format.* \d+w/)
    await page.getByRole('link', { name: 'See All' }).click()
    await expect(page).toHaveURL(/\/products$/)
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible()
  })

  test('has its own canonical URL and Open Graph image', async ({ request }) => {
    const html = await (await request.get('/')).text()
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/"/)
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/content\/images\//)
  })
})

test.describe('all products', () => {
  test('12 per page; numbered, next and previous links change the URL and the grid', async ({
    page,
    consoleProblems: _,
  }) => {
    await page.goto('/products')
    await waitForHydration(page)
    const grid = page.getByRole('list', { name: 'Products' })
    await expect(grid.getByRole('listitem')).toHaveCount(12)
    const firstOnPage1 = await grid.getByRole('link').first().getAttribute('href')
    const pagination = page.getByRole('navigation', { name: 'Pagination' })
    await expect(pagination.getByText('Previous')).toHaveAttribute('aria-disabled', 'true')

    await pagination.getByRole('link', { name: 'Next page' }).click()
    // The grid fades out before the next slice shows.
    await expect(grid).toHaveAttribute('aria-busy', 'true')
    await expect(page).toHaveURL(/\/products\?page=2$/)
    await expect(pagination.getByLabel('Page 2')).toHaveAttribute('aria-current', 'page')
    await expect(grid.getByRole('link').first()).not.toHaveAttribute('href', firstOnPage1!)
    await expect(grid.getByRole('listitem')).toHaveCount(12)

    await pagination.getByRole('link', { name: 'Page 3' }).click()
    await expect(page).toHaveURL(/\/products\?page=3$/)
    await expect(pagination.getByText('Next')).toHaveAttribute('aria-disabled', 'true')

    await pagination.getByRole('link', { name: 'Previous page' }).click()
    await expect(page).toHaveURL(/\/products\?page=2$/)
    await pagination.getByRole('link', { name: 'Page 1' }).click()
    await expect(page).toHaveURL(/\/products$/)
    await expect(grid.getByRole('link').first()).toHaveAttribute('href', firstOnPage1!)
  })

  test('out-of-range and garbage pages redirect', async ({ page }) => {
    await page.goto('/products?page=99')
    await expect(page).toHaveURL(/\/products\?page=3$/)
    await page.goto('/products?page=abc')
    await expect(page).toHaveURL(/\/products$/)
  })

  test('pagination works without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
    const page = await context.newPage()
    await page.goto('/products')
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(12)
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click()
    await expect(page).toHaveURL(/\/products\?page=2$/)
    await expect(page.getByRole('navigation', { name: 'Pagination' }).getByLabel('Page 2')).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/products\?page=2$/)
    await context.close()
  })
})

test.describe('category', () => {
  test("the category's name as its heading, and only that category", async ({ page, consoleProblems: _ }) => {
    await page.goto('/category/men')
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Men', exact: true })).toBeVisible()
    const grid = page.getByRole('list', { name: 'Products in Men' })
    const count = await grid.getByRole('listitem').count()
    expect(count).toBeGreaterThan(0)
    await expect(grid.getByRole('listitem').getByText('Men', { exact: true })).toHaveCount(count)
  })

  test('an unknown category is a 404 with the empty text', async ({ page }) => {
    const response = await page.goto('/category/shoes')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'No products found in this category.' })).toBeVisible()
  })
})

test.describe('product page', () => {
  test('gallery switch, Add To Bag → spinner → toast → View In Bag, kept after reload', async ({
    page,
    consoleProblems: _,
  }) => {
    const path = await firstProductPath(page)
    await page.goto(path)
    await waitForHydration(page)
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
    await expect(page.getByText('Ships in 1-2 business days')).toBeVisible()
    await expect(page.getByText('30-day return policy')).toBeVisible()
    await expect(page.getByText(/^\$\d+\.\d\d$/).first()).toBeVisible()

    const large = page.getByTestId('gallery-large')
    await expect(large).toHaveAttribute('width', '500')
    await expect(large).toHaveAttribute('fetchpriority', 'high')
    const before = await large.getAttribute('src')
    const thumbs = page.getByRole('button', { name: /^Show image/ })
    await expect(thumbs.first()).toHaveAttribute('aria-pressed', 'true')
    await thumbs.nth(1).click()
    await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true')
    await expect(large).not.toHaveAttribute('src', before!)

    await page.getByRole('button', { name: 'Add To Bag' }).click()
    await expect(page.getByRole('button', { name: /Add To Bag/ })).toHaveAttribute('aria-busy', 'true')
    await expect(page.getByRole('status', { name: 'Adding to bag' })).toBeVisible()
    await expect(toasts(page).getByText(`${title} has been added to your cart`)).toBeVisible({ timeout: 5000 })
    await expect(page.getByTestId('view-cart')).toHaveAttribute('aria-label', /1 item/)

    await page.getByRole('button', { name: 'View In Bag' }).click()
    const bag = page.getByRole('dialog', { name: 'Bag' })
    await expect(bag).toBeVisible()
    await expect(bag.getByText(title)).toBeVisible()
    // The line's picture at 1× to 3× (CART_IMAGE_WIDTHS, lib/catalogue/views.ts), drawn 72 px wide.
    await expect(bag.locator('img')).toHaveAttribute('srcset', /^\S+ 160w, \S+ 280w, \S+ 400w$/)
    await expect(bag.locator('img')).toHaveAttribute('sizes', '72px')

    await page.reload()
    await waitForHydration(page)
    await expect(page.getByTestId('view-cart')).toHaveAttribute('aria-label', /1 item/)
    await expect(page.getByRole('button', { name: 'View In Bag' })).toBeVisible()
  })

  test('choosing a colour shows its first image, by mouse or keyboard; ?colour= opens on it (docs/product.md §16.6)', async ({
    page,
    consoleProblems: _,
  }) => {
    // The seed ties the abaya's front picture to Black and its alt picture to Navy (seed/documents.ts).
    const black = 'Classic Nidha Abaya in Midnight Black, front view'
    const navy = 'Classic Nidha Abaya in Deep Navy'
    const large = page.getByTestId('gallery-large')
    const thumbs = page.getByRole('button', { name: /^Show image/ })
    await page.goto('/product/classic-nidha-abaya')
    await waitForHydration(page)
    await expect(large).toHaveAttribute('alt', black)
    const blackSrc = await large.getAttribute('src')

    await page.getByRole('radio', { name: 'Navy' }).check()
    await expect(large).toHaveAttribute('alt', navy)
    await expect(large).not.toHaveAttribute('src', blackSrc!)
    await expect(thumbs.nth(2)).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('status').filter({ hasText: `Showing image 3 of 4: ${navy}` })).toBeAttached()

    // The colour group by keyboard: the arrow key checks Black, and the gallery follows.
    await page.getByRole('radio', { name: 'Navy' }).focus()
    await page.keyboard.press('ArrowUp')
    await expect(page.getByRole('radio', { name: 'Black' })).toBeChecked()
    await expect(large).toHaveAttribute('alt', black)
    await expect(large).toHaveAttribute('src', blackSrc!)

    // The thumbnails still show any picture.
    await thumbs.nth(1).click()
    await expect(large).toHaveAttribute('alt', 'Close-up of the fabric and finish of the Classic Nidha Abaya')

    // A link with the colour opens on its picture, already in the server's HTML, and preloads the same srcset.
    await page.goto('/product/classic-nidha-abaya?colour=Navy')
    await expect(large).toHaveAttribute('alt', navy)
    await expect(thumbs.nth(2)).toHaveAttribute('aria-pressed', 'true')
    const preload = page.locator('link[rel="preload"][as="image"]')
    await expect(preload).toHaveCount(1)
    await expect(preload).toHaveAttribute('imagesrcset', (await large.getAttribute('srcset'))!)
    await expect(preload).toHaveAttribute('imagesizes', (await large.getAttribute('sizes'))!)
  })

  test("the bag line shows the chosen colour's picture (docs/product.md §16.6)", async ({
    page,
    consoleProblems: _,
  }) => {
    const picture = (src: string | null) => new URL(src!, page.url()).pathname
    await page.goto('/product/classic-nidha-abaya')
    await waitForHydration(page)
    await page.getByRole('radio', { name: '56', exact: true }).check()
    await page.getByRole('radio', { name: 'Navy' }).check()
    const navy = picture(await page.getByTestId('gallery-large').getAttribute('src'))
    await page.getByRole('button', { name: 'Add To Bag' }).click()
    await page.getByRole('button', { name: 'View In Bag' }).click()
    const line = page.getByRole('dialog').locator('img')
    await expect.poll(async () => picture(await line.getAttribute('src'))).toBe(navy)
  })

  test('the Arabic product page follows the chosen colour too', async ({ page, consoleProblems: _ }) => {
    const large = page.getByTestId('gallery-large')
    await page.goto('/ar/product/classic-nidha-abaya')
    await waitForHydration(page)
    // Pictures are described in Arabic: the editor's Arabic alt text (docs/product.md §13.10).
    await expect(large).toHaveAttribute('alt', 'عباية ندى كلاسيكية باللون أسود حالك، من الأمام')
    // Colours read in Arabic (lib/i18n/colourNames.ts).
    await page.getByRole('radio', { name: colourName('Navy', 'ar') }).check()
    await expect(large).toHaveAttribute('alt', 'عباية ندى كلاسيكية باللون كحلي داكن')
    await expect(page.getByRole('button', { name: /^عرض الصورة 3 من 4/ })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.getByRole('status').filter({ hasText: 'تُعرض الآن الصورة 3 من 4' })).toBeAttached()
  })

  test('Add To Wishlist while logged out explains and goes to /login', async ({ page, consoleProblems: _ }) => {
    const path = await firstProductPath(page)
    await page.goto(path)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Add To Wishlist' }).click()
    await expect(toasts(page).getByText('Please login')).toBeVisible()
    await expect(toasts(page).getByText('You need to be logged in to view your wishlist')).toBeVisible()
    await expect(page).toHaveURL(/\/login$/, { timeout: 6000 })
  })

  test('Add To Wishlist while logged in → loading → toast → View In Wishlist', async ({
    page,
    request,
    consoleProblems: _,
  }) => {
    const { token } = await verifiedAccount(request, 'catalogue')
    await page.addInitScript((saved) => window.localStorage.setItem('id_token', saved), token)
    const path = await firstProductPath(page)
    await page.goto(path)
    await waitForHydration(page)
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible()
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
    await page.getByRole('button', { name: 'Add To Wishlist' }).click()
    await expect(page.getByRole('status', { name: 'Adding to wishlist' })).toBeVisible()
    await expect(toasts(page).getByText(`${title} added to your wishlist`)).toBeVisible()
    const stored = await page.evaluate(
      () => JSON.parse(window.localStorage.getItem('wishlist') ?? '[]') as Array<{ name: string; price: number }>,
    )
    expect(stored).toEqual([expect.objectContaining({ name: title })])
    await page.getByRole('button', { name: 'View In Wishlist' }).click()
    await page.waitForURL(/\/wishlist$/)
    await expect(page.getByRole('main').locator('img')).toHaveAttribute('srcset', /^\S+ 160w, \S+ 280w, \S+ 400w$/)
  })

  test('carries title, canonical, Open Graph and Product JSON-LD', async ({ page, request }) => {
    const path = await firstProductPath(page)
    const html = await (await request.get(path)).text()
    expect(html).toMatch(/<title>[^<]+ — Noor &amp; Thread<\/title>/)
    expect(html).toContain(`<link rel="canonical" href="http://127.0.0.1:`)
    const json = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1]
    const product = JSON.parse(json!) as Record<string, unknown> & { offers: Record<string, unknown>; image: string[] }
    expect(product['@type']).toBe('Product')
    expect(product.sku).toMatch(/^price_/)
    expect(product.offers).toMatchObject({ priceCurrency: 'AUD', availability: 'https://schema.org/InStock' })
    expect(product.image[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/content\/images\//)
  })

  test('an unknown slug is a 404 "Product not found"', async ({ page }) => {
    const response = await page.goto('/product/no-such-thing')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible()
  })
})

test.describe('sitemap, robots and images', () => {
  test('the sitemap lists product pages; robots.txt points to it', async ({ page, request }) => {
    const path = await firstProductPath(page)
    const sitemap = await request.get('/sitemap.xml')
    expect(sitemap.status()).toBe(200)
    expect(await sitemap.text()).toContain(`${path}</loc>`)
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain('Disallow: /cart')
    expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/)
  })

  test('every picture a page draws offers other widths for 2× screens (srcset)', async ({ page }) => {
    for (const url of ['/', '/products', '/category/women', '/product/classic-nidha-abaya', '/ar']) {
      await page.goto(url)
      await waitForHydration(page)
      expect(await page.locator('img').count(), url).toBeGreaterThan(1)
      await expect(page.locator('img:not([srcset])'), url).toHaveCount(0)
      for (const srcset of await page
        .locator('img')
        .evaluateAll((images: HTMLImageElement[]) => images.map((i) => i.srcset)))
        expect(srcset, url).toMatch(/ \d+w$/)
    }
    // Search suggestions.
    await page.goto('/')
    await waitForHydration(page)
    await page.getByRole('combobox', { name: 'Search products' }).pressSequentially('abaya', { delay: 40 })
    const suggestions = page.getByRole('listbox', { name: 'Suggested products' })
    await expect(suggestions.getByRole('option').first()).toBeVisible()
    await expect(suggestions.locator('img:not([srcset])')).toHaveCount(0)
    await expect(suggestions.locator('img').first()).toHaveAttribute('srcset', / \d+w$/)
  })

  test('images come as WebP or AVIF at the requested width', async ({ page, request }) => {
    await page.goto('/')
    const src = await page
      .getByRole('list', { name: 'Our Newest Additions' })
      .locator('img')
      .first()
      .getAttribute('src')
    expect(src).toMatch(/w=280/)
    for (const accept of ['image/avif,image/webp,*/*', 'image/webp,*/*']) {
      const response = await request.get(src!, { headers: { accept } })
      expect(response.status()).toBe(200)
      expect(response.headers()['content-type']).toMatch(/^image\/(webp|avif)/)
      const { width } = await sharp(await response.body()).metadata()
      expect(width).toBe(280)
    }
  })
})

test.describe('on a phone (390×844)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('home, listing and product pages do not scroll sideways', async ({ page, consoleProblems: _ }) => {
    await page.goto('/')
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1, name: 'Islamic Elegance' })).toBeVisible()
    await expectNoHorizontalScroll(page)
    await page.goto('/products?page=2')
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible()
    await expectNoHorizontalScroll(page)
    const path = await firstProductPath(page)
    await page.goto(path)
    await waitForHydration(page)
    await expect(page.getByRole('button', { name: 'Add To Bag' })).toBeVisible()
    await expectNoHorizontalScroll(page)
  })
})
