/**
 * The shop on a phone (390×844, touch), in English and Arabic (docs/product.md §2.2, §2.8, §16.2): no page scrolls
 * sideways, not even after the bag → cart flow that used to leave a tooltip sticking out of the screen, and the header
 * fits a 360 px phone too, signed in or not; the product page is built around buying.
 */
import type { Page } from '@playwright/test'
import { colourName } from '@/lib/i18n/colourNames'
import { messagesIn } from '@/lib/i18n/messages'
import { errorMessages } from '@/lib/i18n/messages/errors'
import { cartMessages } from '@/lib/i18n/messages/cart'
import { catalogueMessages } from '@/lib/i18n/messages/catalogue'
import { mailLinkMessages } from '@/lib/i18n/messages/mailLinks'
import { navigationMessages } from '@/lib/i18n/messages/navigation'
import { productMessages } from '@/lib/i18n/messages/product'
import { sizeGuideMessages } from '@/lib/i18n/messages/sizeGuide'
import { searchMessages } from '@/lib/i18n/messages/search'
import { serverMessages } from '@/lib/i18n/messages/server'
import { expect, test, toasts, waitForHydration } from './fixtures'
import { linkPath, sharedAccount, uniqueEmail, waitForMail } from './steps'

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

const SLUG = 'classic-nidha-abaya'

/** The main pages a shopper reaches on a phone, in English; Arabic is the same under /ar. */
const MAIN_PAGES = [
  '/',
  '/products',
  '/category/women',
  `/product/${SLUG}`,
  '/search?q=abaya',
  '/cart',
  '/login',
  '/signup',
  '/contact-us',
  '/orders/lookup',
  '/our-story',
  '/shipping-returns',
  '/no-such-page',
]

/** How far the page can scroll sideways, and the widest element that sticks out (to name it when it fails). */
async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement
    const width = root.clientWidth
    let culprit = ''
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const box = element.getBoundingClientRect()
      if (box.width > 0 && (box.right > width + 1 || box.left < -1)) {
        culprit = `${element.tagName.toLowerCase()}.${element.className} ${Math.round(box.left)}…${Math.round(box.right)}`
        break
      }
    }
    return { overflow: root.scrollWidth - width, scrollX: window.scrollX, culprit }
  })
}

for (const language of ['en', 'ar'] as const) {
  const prefix = language === 'ar' ? '/ar' : ''

  test.describe(() => {
    // The last page is the 404 page: its answer's status is the one logged error expected.
    test.use({ allowConsole: [/Failed to load resource: the server responded with a status of 404/] })
    test(`no main page scrolls sideways on a phone (${language})`, async ({ page, consoleProblems: _ }) => {
      for (const path of MAIN_PAGES) {
        await page.goto(`${prefix}${path === '/' && prefix ? '' : path}`)
        await waitForHydration(page)
        const { overflow, culprit } = await sidewaysOverflow(page)
        expect(overflow, `${prefix}${path} scrolls sideways: ${culprit}`).toBeLessThanOrEqual(0)
      }
    })

    test(`the 404 page has its own title (${language})`, async ({ page, consoleProblems: _ }) => {
      await page.goto(`${prefix}/no-such-page`)
      const heading = messagesIn(errorMessages, language).notFound.heading
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await expect(page).toHaveTitle(`${heading} — Noor & Thread`)
    })
  })

  test(`bag → View Your Cart on a phone leaves no tooltip and no sideways scroll (${language})`, async ({
    page,
    consoleProblems: _,
  }) => {
    const t = messagesIn(cartMessages, language)
    await page.goto(`${prefix}/product/${SLUG}`)
    await waitForHydration(page)
    await page.getByTestId('view-cart').tap()
    const panel = page.getByRole('dialog')
    await expect(panel).toBeVisible()
    await panel.getByRole('link', { name: t.bag.viewCart }).tap()
    await expect(page).toHaveURL(new RegExp(`${prefix}/cart$`))
    await expect(panel).toBeHidden()
    await expect(page.getByRole('tooltip')).toHaveCount(0)
    const { overflow, scrollX, culprit } = await sidewaysOverflow(page)
    expect(overflow, culprit).toBeLessThanOrEqual(0)
    expect(scrollX).toBe(0)
  })
}

/** The pages whose header is checked at 360 px: the home page, a listing, a product, the bag and an account form. */
const HEADER_PAGES = ['/', '/category/women', `/product/${SLUG}`, '/cart', '/login']

/** Every control of the header is on the screen and none overlaps the next (to name it when it fails). */
async function headerProblems(page: Page) {
  return page.getByRole('banner').evaluate((header) => {
    const width = document.documentElement.clientWidth
    const boxes = [...header.querySelectorAll<HTMLElement>('a, button')]
      .map((element) => ({ name: element.getAttribute('aria-label') ?? '', box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0)
      .sort((a, b) => a.box.left - b.box.left)
    const problems = boxes
      .filter(({ box }) => box.left < 0 || box.right > width)
      .map(({ name }) => `${name} off screen`)
    boxes.slice(1).forEach(({ name, box }, index) => {
      const before = boxes[index]!
      if (box.left < before.box.right - 1) problems.push(`${before.name} overlaps ${name}`)
    })
    if (boxes.length < 5) problems.push(`only ${boxes.length} controls`)
    return problems
  })
}

test.describe('the header on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  for (const language of ['en', 'ar'] as const) {
    const prefix = language === 'ar' ? '/ar' : ''

    test(`menu, logo, search, login, wishlist and bag fit without sideways scroll (${language})`, async ({
      page,
      consoleProblems: _,
    }) => {
      for (const path of HEADER_PAGES) {
        await page.goto(`${prefix}${path === '/' && prefix ? '' : path}`)
        await waitForHydration(page)
        expect(await headerProblems(page), `${prefix}${path}`).toEqual([])
        const { overflow, culprit } = await sidewaysOverflow(page)
        expect(overflow, `${prefix}${path} scrolls sideways: ${culprit}`).toBeLessThanOrEqual(0)
      }
    })

    test(`signed in, the account takes Logout's place and still fits (${language})`, async ({
      page,
      request,
      consoleProblems: _,
    }) => {
      const t = messagesIn(navigationMessages, language)
      const { token } = await sharedAccount(request, 'phone-header')
      await page.addInitScript((saved) => window.localStorage.setItem('id_token', saved), token)
      await page.goto(`${prefix}/products`)
      await waitForHydration(page)
      const header = page.getByRole('banner')
      await expect(header.getByRole('button', { name: t.account })).toBeInViewport()
      await expect(header.getByRole('button', { name: t.logout })).toBeHidden()
      expect(await headerProblems(page)).toEqual([])
      expect((await sidewaysOverflow(page)).overflow).toBeLessThanOrEqual(0)
    })
  }
})

for (const language of ['en', 'ar'] as const) {
  const prefix = language === 'ar' ? '/ar' : ''

  test(`a category names itself, where it sits and how much it holds (${language})`, async ({
    page,
    consoleProblems: _,
  }) => {
    const t = messagesIn(catalogueMessages, language)
    const women = messagesIn(navigationMessages, language).links.women
    await page.goto(`${prefix}/category/women`)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(women)
    const breadcrumb = page.getByRole('navigation', { name: t.category.breadcrumb })
    await expect(breadcrumb.getByRole('link', { name: t.products.heading })).toHaveAttribute(
      'href',
      `${prefix}/products`,
    )
    await expect(page.getByText(t.products.count(12), { exact: true })).toBeVisible()
    await expect(page.getByRole('list', { name: t.category.label(women) })).toBeVisible()
  })

  test(`the phone header has a search icon that leads to the search page (${language})`, async ({
    page,
    consoleProblems: _,
  }) => {
    const t = messagesIn(navigationMessages, language)
    await page.goto(`${prefix}/category/men`)
    await waitForHydration(page)
    const icon = page.getByRole('banner').getByRole('link', { name: t.search, exact: true })
    await expect(icon).toBeInViewport()
    await icon.tap()
    await expect(page).toHaveURL(new RegExp(`${prefix}/search`))
    const field = page.getByRole('searchbox', { name: messagesIn(searchMessages, language).page.again })
    await expect(field).toBeVisible()
    const { overflow, culprit } = await sidewaysOverflow(page)
    expect(overflow, culprit).toBeLessThanOrEqual(0)
  })
}

test("headings set lining figures, so an order number's 0 never reads as an o", async ({
  page,
  consoleProblems: _,
}) => {
  for (const prefix of ['', '/ar']) {
    await page.goto(`${prefix}/orders/lookup`)
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toBeVisible()
    const figures = await heading.evaluate((element) => getComputedStyle(element).fontVariantNumeric)
    expect(figures, prefix).toBe('lining-nums')
  }
})

test('a tooltip opened by the keyboard at the header edge stays inside the screen', async ({
  page,
  consoleProblems: _,
}) => {
  for (const prefix of ['', '/ar']) {
    await page.goto(`${prefix}/cart`)
    await waitForHydration(page)
    await page.getByTestId('view-cart').focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    const tooltip = page.getByRole('tooltip')
    await expect(tooltip).toBeVisible()
    const box = (await tooltip.boundingBox())!
    expect(box.x, prefix).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width, prefix).toBeLessThanOrEqual(390)
    const { overflow, scrollX, culprit } = await sidewaysOverflow(page)
    expect(overflow, `${prefix} ${culprit}`).toBeLessThanOrEqual(0)
    expect(scrollX, prefix).toBe(0)
  }
})

test.describe('the product page on a phone', () => {
  for (const language of ['en', 'ar'] as const) {
    test(`the first screen offers Add To Bag, and the dots switch the image (${language})`, async ({
      page,
      consoleProblems: _,
    }) => {
      const t = messagesIn(productMessages, language)
      await page.goto(`${language === 'ar' ? '/ar' : ''}/product/${SLUG}`)
      await waitForHydration(page)
      // The page's own buttons are below the choice: the buy bar offers them meanwhile, pointing at the choice.
      const bar = page.getByTestId('sticky-buy-bar')
      await expect(bar).toBeInViewport({ ratio: 1 })
      await bar.getByRole('button', { name: t.choose.sizeAndColour }).tap()
      await expect(page.getByRole('radio').first()).toBeFocused()

      const dots = page.getByTestId('gallery-dots').getByRole('button')
      await expect(dots.first()).toHaveAttribute('aria-pressed', 'true')
      const before = await page.getByTestId('gallery-large').getAttribute('src')
      await dots.nth(1).tap()
      await expect(dots.nth(1)).toHaveAttribute('aria-pressed', 'true')
      await expect(page.getByTestId('gallery-large')).not.toHaveAttribute('src', before!)
    })
  }

  for (const language of ['en', 'ar'] as const) {
    test(`the size guide opens by touch from the sizes, and closing it returns focus (${language})`, async ({
      page,
      consoleProblems: _,
    }) => {
      const t = messagesIn(sizeGuideMessages, language)
      await page.goto(`${language === 'ar' ? '/ar' : ''}/product/${SLUG}`)
      await waitForHydration(page)
      const open = page.getByRole('button', { name: messagesIn(productMessages, language).options.sizeGuide })
      await open.evaluate((element) => element.scrollIntoView({ block: 'center' }))
      await open.tap()
      const guide = page.getByRole('dialog', { name: t.title })
      await expect(guide).toBeVisible()
      // The abayas' lengths, with the wearer's height, in centimetres first and then in inches; all on the screen.
      await expect(guide.getByRole('columnheader', { name: t.columns.height })).toBeVisible()
      await expect(guide.getByRole('row', { name: /^56/ })).toContainText(`142 ${t.cm}`)
      await guide.getByRole('radio', { name: t.inches }).tap()
      await expect(guide.getByRole('row', { name: /^56/ })).toContainText(`56 ${t.inches}`)
      const box = (await guide.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(390)
      expect((await sidewaysOverflow(page)).overflow).toBeLessThanOrEqual(0)
      await guide.getByRole('button', { name: t.close }).tap()
      await expect(guide).toBeHidden()
      await expect(open).toBeFocused()
      // And by keyboard: Enter opens it, Escape closes it, focus back on the button.
      await page.keyboard.press('Enter')
      await expect(guide.getByRole('button', { name: t.close })).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(guide).toBeHidden()
      await expect(open).toBeFocused()
    })
  }

  test('Add To Bag from the buy bar keeps focus on it, and the toast leaves the bag badge visible', async ({
    page,
    consoleProblems: _,
  }) => {
    const t = messagesIn(productMessages, 'en')
    await page.goto(`/product/${SLUG}`)
    await waitForHydration(page)
    for (const value of ['54', 'Black']) {
      const radio = page.getByRole('radio', { name: value, exact: true })
      // In the middle of the screen, clear of the buy bar at its bottom.
      await radio.evaluate((element) => element.scrollIntoView({ block: 'center' }))
      await radio.tap()
      await expect(radio).toBeChecked()
    }
    const bar = page.getByTestId('sticky-buy-bar')
    // Scrolled so that the page's own buttons are out of view: the bar offers Add To Bag.
    await page.evaluate(() => window.scrollTo(0, 0))
    await bar.getByRole('button', { name: t.actions.addToBag }).tap()
    const viewInBag = bar.getByRole('button', { name: t.actions.viewInBag })
    await expect(viewInBag).toBeFocused()
    const toast = toasts(page).getByText(t.added.toCart('Classic Nidha Abaya'))
    await expect(toast).toBeVisible()
    const [toastBox, bagBox] = [await toast.boundingBox(), await page.getByTestId('view-cart').boundingBox()]
    expect(toastBox!.y).toBeGreaterThan(bagBox!.y + bagBox!.height)
  })

  test('Add To Bag on the page moves focus to View In Bag, not to the body', async ({ page, consoleProblems: _ }) => {
    const t = messagesIn(productMessages, 'ar')
    await page.goto(`/ar/product/${SLUG}`)
    await waitForHydration(page)
    await page.getByRole('radio').nth(1).check()
    await page.getByRole('radio').nth(5).check()
    const addToBag = page.getByRole('button', { name: t.actions.addToBag, exact: true }).first()
    await addToBag.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: t.actions.viewInBag }).first()).toBeFocused()
  })

  test('a sold-out size gives Notify me for exactly that size, and the alert names it', async ({
    page,
    request,
    consoleProblems: _,
  }) => {
    const email = uniqueEmail('notify')
    await page.goto('/product/taupe-open-front-abaya')
    await waitForHydration(page)
    // The seed has Taupe 56 sold out (and 54 in stock): the alert used to default to 54.
    for (const name of ['Taupe', '56 (sold out)']) {
      const radio = page.getByRole('radio', { name, exact: true })
      await radio.evaluate((element) => element.scrollIntoView({ block: 'center' }))
      await radio.tap()
      await expect(radio).toBeChecked()
    }
    await page.getByRole('button', { name: 'Notify me when it’s back' }).first().tap()
    const form = page.getByRole('form', { name: "Email me when it's back" })
    await expect(form.getByLabel('Email')).toBeFocused()
    await expect(form.getByRole('combobox')).toHaveText(/Size 56 · Taupe/)
    await expect(form.getByRole('combobox').locator('option:checked')).toHaveText('Size 56 · Taupe')
    await form.getByLabel('Email').fill(email)
    await form.getByRole('button', { name: "Email me when it's back" }).tap()
    const mail = await waitForMail(request, email, 'stockAlertConfirmation')
    expect(mail.text).toContain('Size 56 · Taupe')

    // Opened twice (a double tap, a mail scanner that opened it first): the second time says it is already confirmed.
    const alerts = messagesIn(serverMessages, 'en').alerts
    await page.goto(linkPath(mail, '/alerts/confirm/'))
    await waitForHydration(page)
    await expect(page.getByText(alerts.confirmed)).toBeVisible()
    await page.goto(linkPath(mail, '/alerts/confirm/'))
    await waitForHydration(page)
    await expect(page.getByText(alerts.alreadyConfirmed)).toBeVisible()
    await expect(page.getByText(messagesIn(mailLinkMessages, 'en').alertConfirm.failed)).toHaveCount(0)
  })

  test("pictures are described in Arabic on Arabic pages, and so is the gallery's switch", async ({
    page,
    consoleProblems: _,
  }) => {
    const latin = /[A-Za-z]/
    await page.goto(`/ar/product/${SLUG}`)
    await waitForHydration(page)
    const large = page.getByTestId('gallery-large')
    await expect(large).toHaveAttribute('alt', /[\u0600-\u06FF]/)
    expect(await large.getAttribute('alt')).not.toMatch(latin)
    for (const dot of await page.getByTestId('gallery-dots').getByRole('button').all())
      expect(await dot.getAttribute('aria-label')).not.toMatch(latin)
    // Choosing a colour shows its picture and says so to screen readers, in Arabic.
    const navy = page.getByRole('radio', { name: colourName('Navy', 'ar'), exact: true })
    await navy.evaluate((element) => element.scrollIntoView({ block: 'center' }))
    await navy.tap()
    const announcement = page.getByRole('status').filter({ hasText: 'تُعرض الآن الصورة' })
    await expect(announcement).toHaveText(/^تُعرض الآن الصورة \d من \d: \S/)
    expect(await announcement.textContent()).not.toMatch(latin)
    // The cards of an Arabic listing too.
    await page.goto('/ar/category/women')
    await waitForHydration(page)
    const cardImage = page
      .getByRole('list', { name: /منتجات قسم/ })
      .getByRole('img')
      .first()
    await expect(cardImage).toHaveAttribute('alt', /[\u0600-\u06FF]/)
    expect(await cardImage.getAttribute('alt')).not.toMatch(latin)
  })

  test('colours read in Arabic on the Arabic product page and its filters', async ({ page, consoleProblems: _ }) => {
    await page.goto(`/ar/product/${SLUG}`)
    await waitForHydration(page)
    await expect(page.getByRole('radio', { name: colourName('Navy', 'ar'), exact: true })).toBeVisible()
    await expect(page.getByRole('radio', { name: 'Navy', exact: true })).toHaveCount(0)
    await page.goto('/ar/category/women?colour=Navy')
    await waitForHydration(page)
    await expect(page.getByRole('link', { name: new RegExp(colourName('Navy', 'ar')) }).first()).toBeVisible()
  })
})
