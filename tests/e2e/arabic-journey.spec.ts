/**
 * The shop in Arabic on a phone (docs/product.md §19): from an English product page, the phone menu's language switch
 * leads to the same product in Arabic; choose a size and a colour, add to the bag (the Arabic toast), the bag slides
 * in from the left, pay on the test payment page (in Arabic), land on the Arabic success page, and the confirmation
 * mail is in Arabic. No console error or hydration warning (the fixture), and axe finds nothing serious in either
 * direction.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { colourName } from '@/lib/i18n/colourNames'
import { messagesIn } from '@/lib/i18n/messages'
import { cartMessages } from '@/lib/i18n/messages/cart'
import { mailMessages } from '@/lib/i18n/messages/mails'
import { navigationMessages } from '@/lib/i18n/messages/navigation'
import { paymentMessages } from '@/lib/i18n/messages/payments'
import { productMessages } from '@/lib/i18n/messages/product'
import { toastRegionName } from '@/lib/i18n/toastRegion'
import { validPayValues } from '@/harness/pay-form'
import { expect, test, waitForHydration } from './fixtures'
import { SHIPPING_ADDRESS, uniqueEmail, waitForMail } from './steps'

const ar = {
  cart: messagesIn(cartMessages, 'ar'),
  mail: messagesIn(mailMessages, 'ar'),
  product: messagesIn(productMessages, 'ar'),
  payment: messagesIn(paymentMessages, 'ar'),
}
const en = { navigation: messagesIn(navigationMessages, 'en') }
const SLUG = 'classic-nidha-abaya'
/** The seed's Arabic title of the Classic Nidha Abaya (seed/catalogue.ts). */
const ARABIC_TITLE = 'عباية ندى كلاسيكية'

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

/** axe's serious and critical findings on the page as it is now. */
async function seriousAxeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)
}

/** The test payment page's form, by field name: its labels are in the checkout's language. */
async function fillPaymentFields(page: Page, email: string) {
  // Every text field of the valid form (the two selects are chosen below), shipped to the e2e steps' address.
  const { country: _country, shipState: _shipState, ...valid } = validPayValues
  const fields: Record<string, string> = {
    ...valid,
    email,
    shipName: SHIPPING_ADDRESS.name,
    shipLine1: SHIPPING_ADDRESS.line1,
    shipLine2: SHIPPING_ADDRESS.line2,
    shipCity: SHIPPING_ADDRESS.city,
    shipPostalCode: SHIPPING_ADDRESS.postalCode,
  }
  for (const [name, value] of Object.entries(fields)) await page.locator(`[name="${name}"]`).fill(value)
  await page.locator('[name="country"]').selectOption('AU')
  await page.locator('[name="shipState"]').selectOption(SHIPPING_ADDRESS.state)
}

test('an Arabic shopper on a phone switches language, buys an abaya and gets the mail in Arabic', async ({
  page,
  request,
}) => {
  await page.goto(`/product/${SLUG}`)
  await waitForHydration(page)
  expect(await seriousAxeFindings(page), 'axe on the English product page').toEqual([])

  // The phone menu's switch: the same product, in Arabic, right to left.
  await page.getByRole('button', { name: en.navigation.openMenu }).click()
  await page.getByRole('link', { name: 'العربية' }).click()
  await expect(page).toHaveURL(new RegExp(`/ar/product/${SLUG}$`))
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await waitForHydration(page)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARABIC_TITLE)
  await expect(page.getByText('$139.00').first()).toBeVisible()
  // An e-mail address is typed left to right on an Arabic page (the footer's newsletter field).
  await expect(page.locator('footer input[type="email"]')).toHaveCSS('direction', 'ltr')

  await page
    .getByRole('group', { name: ar.product.options.size })
    .getByRole('radio', { name: '56', exact: true })
    .check()
  await page
    .getByRole('group', { name: ar.product.options.colour })
    .getByRole('radio', { name: colourName('Black', 'ar'), exact: true })
    .check()
  await page.getByRole('button', { name: ar.product.actions.addToBag }).click()
  // The region is named in Arabic too (screen readers announce its name).
  await expect(
    page.getByRole('region', { name: toastRegionName('ar') }).getByText(ar.product.added.toCart(ARABIC_TITLE)),
  ).toBeVisible({ timeout: 5000 })
  expect(await seriousAxeFindings(page), 'axe on the Arabic product page').toEqual([])

  // The bag slides in from the inline end: the left in Arabic.
  await page.getByRole('button', { name: ar.product.actions.viewInBag }).click()
  const bag = page.getByRole('dialog', { name: ar.cart.bag.title })
  await expect(bag).toBeVisible()
  await expect.poll(async () => (await bag.boundingBox())?.x).toBe(0)

  await bag.getByRole('button', { name: ar.cart.bag.checkout, exact: true }).click()
  await expect(page).toHaveURL(/\/pay\/cs_test_local_/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  const email = uniqueEmail('arabic-journey')
  await fillPaymentFields(page, email)
  await page.locator('button[type="submit"]').click()

  await expect(page).toHaveURL(/\/ar\/stripe\/success\?session_id=cs_test_local_/)
  await expect(page.getByRole('heading', { name: ar.payment.success.title })).toBeVisible()
  expect(await seriousAxeFindings(page), 'axe on the Arabic success page').toEqual([])

  const mail = await waitForMail(request, email, 'orderConfirmation')
  expect(mail.subject).toContain(ar.mail.order.testSubject)
  expect(mail.text).toContain('شكرًا لطلبك')
  // The product is named as the shopper saw it, with its amount read left to right.
  expect(mail.text).toContain(`1 × ${ARABIC_TITLE}`)
  expect(mail.text).toContain('\u2066$139.00\u2069')
  expect(mail.html).toContain('<html lang="ar" dir="rtl">')
})

test('an Arabic page draws its Latin digits and words from Inter’s basic cut, never fetching the whole file', async ({
  page,
}) => {
  const fonts: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith('/fonts/inter')) fonts.push(pathname)
  })
  await page.goto(`/ar/product/${SLUG}`)
  await waitForHydration(page)
  // The price's digits and the language switch's "English" are laid out in Inter; wait until its faces have settled.
  await page.evaluate(() => document.fonts.ready)
  const loaded = await page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.family.replaceAll('"', '') === 'Inter Variable' && face.status === 'loaded')
      .map((face) => face.unicodeRange),
  )
  expect(loaded).toEqual([expect.stringMatching(/^U\+20-7E, /)])
  expect(fonts).toEqual([expect.stringMatching(/^\/fonts\/inter-basic-[0-9a-f]{10}\.woff2$/)])
})
