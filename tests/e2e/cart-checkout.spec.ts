import type { Page } from '@playwright/test'
import { gstIncluded } from '@/lib/gst'
import { expect, test, toasts, waitForHydration } from './fixtures'
import { fillPaymentForm } from './steps'

/**
 * Real products of the seed (seed/production.ndjson): the server prices checkout from these. Accessories,
 * sold in one version, so their own price_id is the bag line id (garments are bought by a variant: variants.spec.ts).
 */
const HIJAB = {
  id: 'price_1I2dv8JnuhMhaIa2yfDCtoQ3',
  price_id: 'price_1I2dv8JnuhMhaIa2yfDCtoQ3',
  name: 'Olive Wood Tasbih, 99 Beads',
  price: 2495,
  slug: 'olive-wood-tasbih-99',
}
const JERSEY = {
  id: 'price_1CyY7FpcdS4NAYohAgzolkUR',
  price_id: 'price_1CyY7FpcdS4NAYohAgzolkUR',
  name: 'White Musk Attar Oil, 6 ml',
  price: 2795,
  slug: 'white-musk-attar-oil',
}

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`

/** Puts a saved bag in localStorage the way redux-persist writes it (key persist:root, version 1), then reloads. */
async function fillBag(page: Page, lines: Array<typeof HIJAB & { quantity: number }>) {
  await page.evaluate((items) => {
    const details: Record<string, unknown> = {}
    let count = 0
    let total = 0
    for (const item of items) {
      const value = item.price * item.quantity
      details[item.id] = {
        ...item,
        description: `${item.name} description`,
        currency: 'AUD',
        value,
        timestamp: new Date().toISOString(),
        price_data: {},
        product_data: {},
        formattedValue: `$${(value / 100).toFixed(2)}`,
        formattedPrice: `$${(item.price / 100).toFixed(2)}`,
      }
      count += item.quantity
      total += value
    }
    localStorage.setItem(
      'persist:root',
      JSON.stringify({
        cartCount: String(count),
        totalPrice: String(total),
        formattedTotalPrice: JSON.stringify(`$${(total / 100).toFixed(2)}`),
        cartDetails: JSON.stringify(details),
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }),
    )
  }, lines)
  await page.reload()
  await waitForHydration(page)
}

const bagCount = (page: Page) => page.getByTestId('view-cart')

test.describe('cart page', () => {
  test('is not cacheable and shows the empty state with a link to the shop', async ({ page, consoleProblems: _ }) => {
    const response = await page.goto('/cart')
    expect(response?.headers()['cache-control']).toBe('no-store')
    await waitForHydration(page)
    await expect(page.getByText('Your cart is empty.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Click here to shop.' })).toHaveAttribute('href', '/products')
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/')
  })

  test('quantities change the totals; a bad number is refused; Remove and Clear Cart (with confirmation)', async ({
    page,
    consoleProblems: _,
  }) => {
    await page.goto('/cart')
    await waitForHydration(page)
    await fillBag(page, [
      { ...HIJAB, quantity: 1 },
      { ...JERSEY, quantity: 2 },
    ])
    // The items' sum; shipping comes on top in the Total (shipping.spec.ts).
    const total = page.getByTestId('cart-subtotal')
    await expect(total).toHaveText(money(2495 + 2 * 2795))
    await expect(page.getByRole('link', { name: HIJAB.name }).first()).toHaveAttribute('href', `/product/${HIJAB.slug}`)

    await page.getByRole('button', { name: `Increase quantity of ${HIJAB.name}` }).click()
    await expect(page.getByLabel(`Quantity of ${HIJAB.name}`, { exact: true })).toHaveValue('2')
    await expect(total).toHaveText(money(2 * 2495 + 2 * 2795))

    await page.getByRole('button', { name: `Decrease quantity of ${JERSEY.name}` }).click()
    await expect(total).toHaveText(money(2 * 2495 + 2795))

    const input = page.getByLabel(`Quantity of ${HIJAB.name}`, { exact: true })
    await input.fill('5')
    await expect(total).toHaveText(money(5 * 2495 + 2795))
    await expect(bagCount(page)).toHaveAttribute('aria-label', 'View Cart (6 items)')

    // A negative number never reaches the cart: the old value stays and a hint explains.
    await input.fill('-3')
    await input.blur()
    await expect(page.getByText('Enter a whole number from 0 to 99.')).toBeVisible()
    await expect(input).toHaveValue('5')
    await expect(total).toHaveText(money(5 * 2495 + 2795))

    // 0 removes the line.
    await page.getByLabel(`Quantity of ${JERSEY.name}`, { exact: true }).fill('0')
    await expect(page.getByTestId('cart-line')).toHaveCount(1)
    await expect(total).toHaveText(money(5 * 2495))

    await fillBag(page, [
      { ...HIJAB, quantity: 1 },
      { ...JERSEY, quantity: 1 },
    ])
    await page.getByRole('button', { name: `Remove ${JERSEY.name}` }).click()
    await expect(page.getByTestId('cart-line')).toHaveCount(1)
    await expect(total).toHaveText(money(2495))

    await page.getByRole('button', { name: 'Clear Cart' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Clear your cart?' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('cart-line')).toHaveCount(1)

    await page.getByRole('button', { name: 'Clear Cart' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Continue' }).click()
    await expect(toasts(page).getByText('Cart Cleared', { exact: true })).toBeVisible()
    await expect(page.getByText('Your cart is empty.')).toBeVisible()
    await expect(bagCount(page)).toHaveAttribute('aria-label', 'View Cart (0 items)')
  })

  test('checking out an empty bag is refused with a toast', async ({ page, consoleProblems: _ }) => {
    await page.goto('/')
    await waitForHydration(page)
    await bagCount(page).press('Enter')
    await page.getByRole('dialog', { name: 'Bag' }).getByRole('button', { name: 'Checkout' }).click()
    await expect(page.getByRole('dialog', { name: 'Bag' })).toBeHidden()
    await expect(toasts(page).getByText('Your cart is empty', { exact: true })).toBeVisible()
    await expect(toasts(page).getByText('Please add some items to your cart before checking out.')).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
  })
})

test.describe('checkout with the built-in test payment page', () => {
  // The payment page answers a refused form with 422 and a declined card with 402, as an API would; Chromium logs those.
  test.use({ allowConsole: [/Failed to load resource: the server responded with a status of (402|422)/] })

  test('bag → cart → Proceed to Checkout → 4242 → success: bag emptied, confirmation mailed', async ({
    page,
    request,
    consoleProblems: _,
  }) => {
    const email = `buyer-${Date.now()}@example.com`
    await page.goto('/')
    await waitForHydration(page)
    await fillBag(page, [{ ...HIJAB, quantity: 1 }])

    await bagCount(page).press('Enter')
    const panel = page.getByRole('dialog', { name: 'Bag' })
    await expect(panel.getByText(HIJAB.name, { exact: true })).toBeVisible()
    await panel.getByRole('link', { name: 'View Your Cart' }).click()
    await expect(page).toHaveURL(/\/cart$/)
    await page.getByRole('button', { name: `Increase quantity of ${HIJAB.name}` }).click()
    await expect(page.getByTestId('cart-subtotal')).toHaveText(money(2 * 2495))
    await expect(page.getByTestId('cart-shipping')).toHaveText('$9.95')
    await expect(page.getByTestId('cart-total')).toHaveText(money(2 * 2495 + 995))

    await page.getByRole('button', { name: 'Proceed to Checkout' }).click()
    await expect(page).toHaveURL(/\/pay\/cs_test_local_/)
    await expect(page.getByRole('heading', { name: /Pay/ }).first()).toBeVisible()
    await expect(page.getByRole('cell', { name: new RegExp(`^${HIJAB.name} Qty 2 × \\$24\\.95$`) })).toBeVisible()
    await expect(page.getByTestId('pay-shipping')).toHaveText('$9.95')
    await expect(page.getByTestId('pay-total')).toHaveText(money(2 * 2495 + 995))

    // An empty form is refused on the page, field by field.
    await page.getByRole('button', { name: /^Pay \$/ }).click()
    await expect(page.getByText('Enter your card number.')).toBeVisible()

    await fillPaymentForm(page, email)
    await page.getByRole('button', { name: /^Pay \$/ }).click()
    await expect(page).toHaveURL(/\/stripe\/success\?session_id=cs_test_local_/)
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/')
    await waitForHydration(page)
    await expect(bagCount(page)).toHaveAttribute('aria-label', 'View Cart (0 items)')

    const mails = (await (
      await request.get(`/dev/mail/messages.json?to=${encodeURIComponent(email)}`)
    ).json()) as Array<{ kind: string; text: string; subject: string }>
    expect(mails).toHaveLength(1)
    expect(mails[0]!.kind).toBe('orderConfirmation')
    expect(mails[0]!.text).toContain(`2 × ${HIJAB.name} — ${money(2 * 2495)}`)

    // The bag stays empty after a reload (the cleared bag was saved).
    await page.reload()
    await waitForHydration(page)
    await expect(bagCount(page)).toHaveAttribute('aria-label', 'View Cart (0 items)')

    // docs/product.md §17.3: the mail's "Follow your order" opens the lookup with the number filled in; a wrong
    // e-mail is told the same as an unknown number, the right one shows the order with its shipping address.
    const follow = /(https?:\/\/\S+\/orders\/lookup\?number=([0-9A-F]{10}))/.exec(mails[0]!.text)
    expect(follow, 'the confirmation mail links to /orders/lookup').not.toBeNull()
    await page.goto(new URL(follow![1]!).pathname + new URL(follow![1]!).search)
    await waitForHydration(page)
    await expect(page.getByLabel('Order number')).toHaveValue(follow![2]!)
    const lookup = page.getByRole('form', { name: 'Find your order' })
    await lookup.getByLabel('Email', { exact: true }).fill(`someone-else-${email}`)
    await page.getByRole('button', { name: 'Find order' }).click()
    await expect(page.getByRole('alert')).toHaveText(
      'We could not find an order with that number and e-mail address. Check both against your confirmation e-mail.',
    )
    await lookup.getByLabel('Email', { exact: true }).fill(email)
    await lookup.getByRole('button', { name: 'Find order' }).click()
    await expect(page.getByRole('heading', { name: `Order ${follow![2]!}` })).toBeVisible()
    await expect(page.getByText('Test order, not charged')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Shipping to' })).toContainText('12 Lygon St')
    await expect(page.getByRole('link', { name: '← Look up another order' })).toHaveAttribute('href', '/orders/lookup')
  })

  test('a declined card says so; Cancel returns to /stripe/error with the bag kept', async ({
    page,
    consoleProblems: _,
  }) => {
    await page.goto('/')
    await waitForHydration(page)
    await fillBag(page, [{ ...JERSEY, quantity: 3 }])
    await page.goto('/cart')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click()
    await expect(page).toHaveURL(/\/pay\/cs_test_local_/)

    await fillPaymentForm(page, 'declined@example.com', '4000 0000 0000 0002')
    await page.getByRole('button', { name: /^Pay \$/ }).click()
    await expect(page.getByRole('alert')).toHaveText('Your card was declined.')
    await expect(page.getByLabel('Email')).toHaveValue('declined@example.com')
    await expect(page.getByLabel('Card number')).toHaveValue('')

    await page.getByRole('link', { name: 'Cancel and return to the shop' }).click()
    await expect(page).toHaveURL(/\/stripe\/error$/)
    await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/cart')
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact-us',
    )
    await waitForHydration(page)
    await expect(bagCount(page)).toHaveAttribute('aria-label', 'View Cart (3 items)')
  })

  test('the success page without a (known) session clears nothing', async ({ page, consoleProblems: _ }) => {
    await page.goto('/')
    await waitForHydration(page)
    await fillBag(page, [{ ...HIJAB, quantity: 1 }])
    await page.goto('/stripe/success')
    await expect(page.getByRole('heading', { name: "We couldn't find this payment" })).toBeVisible()
    await waitForHydration(page)
    await expect(bagCount(page)).toHaveAttribute('aria-label', 'View Cart (1 item)')
    await page.goto('/stripe/success?session_id=cs_test_local_made_up_session')
    await expect(page.getByRole('heading', { name: "We couldn't find this payment" })).toBeVisible()
    await waitForHydration(page)
    await expect(bagCount(page)).toHaveAttribute('aria-label', 'View Cart (1 item)')
  })
})

/**
 * Discount codes (docs/product.md §20), with the seed's promotions: EID10 (10% off everything, until 2030) and
 * RAMADAN25 (ended in 2025).
 */
test.describe('discount codes', () => {
  test('EID10 applied in the bag lowers what the test payment page charges, and the mail says so', async ({
    page,
    request,
    consoleProblems: _,
  }) => {
    const email = `discount-${Date.now()}@example.com`
    await page.goto('/')
    await waitForHydration(page)
    await fillBag(page, [{ ...HIJAB, quantity: 2 }])

    await bagCount(page).press('Enter')
    const panel = page.getByRole('dialog', { name: 'Bag' })
    await panel.getByLabel('Discount code').fill('eid10')
    await panel.getByRole('button', { name: 'Apply' }).click()
    // 10% of 2 × 24.95 = 4.99; shipping is measured before the discount.
    await expect(panel.getByRole('status')).toHaveText('EID10: you save $4.99')
    await expect(panel.getByTestId('bag-discount')).toHaveText('−$4.99')
    // The bag's GST line speaks of its subtotal after the code (docs/product.md §10.8).
    await expect(panel.getByTestId('bag-gst')).toHaveText(money(gstIncluded(2 * 2495 - 499)))

    await panel.getByRole('button', { name: 'Checkout' }).click()
    await expect(page).toHaveURL(/\/pay\/cs_test_local_/)
    await expect(page.getByTestId('pay-discount')).toHaveText('−$4.99')
    await expect(page.getByTestId('pay-total')).toHaveText(money(2 * 2495 - 499 + 995))
    await fillPaymentForm(page, email)
    await page.getByRole('button', { name: /^Pay \$/ }).click()
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()

    const mails = (await (
      await request.get(`/dev/mail/messages.json?to=${encodeURIComponent(email)}`)
    ).json()) as Array<{ kind: string; text: string }>
    expect(mails[0]!.text).toContain('Discount (EID10): −$4.99')
    expect(mails[0]!.text).toContain(`Total: ${money(2 * 2495 - 499 + 995)}`)
  })

  test('an expired code says so on the cart page, and nothing is taken off', async ({ page, consoleProblems: _ }) => {
    await page.goto('/')
    await waitForHydration(page)
    await fillBag(page, [{ ...HIJAB, quantity: 1 }])
    await page.goto('/cart')
    await waitForHydration(page)
    await page.getByLabel('Discount code').fill('RAMADAN25')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'expired' })).toHaveText('This code has expired.')
    await expect(page.getByTestId('cart-discount')).toHaveCount(0)
    await expect(page.getByTestId('cart-total')).toHaveText(money(2495 + 995))
  })

  // The cart page's field loads with the code's store and check (components/cart/CartDiscount.tsx) and tells the
  // page the applied code: its summary line and total follow it.
  test('EID10 applied on the cart page shows its line and lowers the total', async ({ page, consoleProblems: _ }) => {
    await page.goto('/')
    await waitForHydration(page)
    await fillBag(page, [{ ...HIJAB, quantity: 2 }])
    await page.goto('/cart')
    await waitForHydration(page)
    await page.getByLabel('Discount code').fill('eid10')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByTestId('cart-discount')).toHaveText('−$4.99')
    await expect(page.getByTestId('cart-total')).toHaveText(money(2 * 2495 - 499 + 995))
    await page.getByRole('button', { name: 'Remove code EID10' }).click()
    await expect(page.getByTestId('cart-discount')).toHaveCount(0)
    await expect(page.getByTestId('cart-total')).toHaveText(money(2 * 2495 + 995))
  })
})
