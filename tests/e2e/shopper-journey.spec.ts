/**
 * The features of docs/product.md §15–§17 as a shopper uses them: find "abaya" by typing "abya", filter abayas by
 * size 56 and sort by price, add size 56 in black to the bag, check out with the test card, sign in and see that
 * order with its size on /account. Each step is its own test; the last one buys first, so it stands alone.
 */
import type { Page } from '@playwright/test'
import { expect, test, toasts, waitForHydration } from './fixtures'
import { fillPaymentForm, PASSWORD, registerAndVerify } from './steps'

const ABAYA = 'Classic Nidha Abaya'

/** On the abaya's page: choose size 56 in black, add it to the bag (2 s), and wait for the toast. */
async function addBlack56(page: Page) {
  await page.goto('/product/classic-nidha-abaya')
  await waitForHydration(page)
  const add = page.getByRole('button', { name: 'Add To Bag' })
  await expect(add).toBeDisabled()
  await expect(page.getByText('Choose a size and a colour')).toBeVisible()
  await page.getByRole('group', { name: /Size/ }).getByRole('radio', { name: '56', exact: true }).check()
  await expect(page.getByText('Choose a colour')).toBeVisible()
  await page
    .getByRole('group', { name: /Colour/ })
    .getByRole('radio', { name: 'Black', exact: true })
    .check()
  await expect(add).toBeEnabled()
  await add.click()
  await expect(toasts(page).getByText(`${ABAYA} has been added to your cart`)).toBeVisible({ timeout: 5000 })
  await expect(toasts(page).getByText('Size 56 · Black')).toBeVisible()
  await expect(page.getByRole('button', { name: 'View In Bag' })).toBeVisible()
}

/** From a bag holding the abaya: cart → Proceed to Checkout → pay with 4242 → success. */
async function checkOut(page: Page, email: string) {
  await page.goto('/cart')
  await waitForHydration(page)
  await expect(page.getByTestId('cart-line-variant')).toHaveText('Size 56 · Black')
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click()
  await expect(page).toHaveURL(/\/pay\/cs_test_local_/)
  await expect(page.getByRole('cell', { name: /Classic Nidha Abaya Size 56 · Black Qty 1 × \$139\.00/ })).toBeVisible()
  await expect(page.getByTestId('pay-shipping')).toHaveText('$9.95')
  await expect(page.getByTestId('pay-total')).toHaveText('$148.95')
  await fillPaymentForm(page, email)
  await page.getByRole('button', { name: /^Pay \$/ }).click()
  await expect(page).toHaveURL(/\/stripe\/success\?session_id=cs_test_local_/)
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()
}

/** The search box in the header of the home page, once the page has hydrated. */
async function searchBoxOnHome(page: Page) {
  await page.goto('/')
  await waitForHydration(page)
  return page.getByRole('combobox', { name: 'Search products' })
}

test.describe('a shopper buying an abaya', () => {
  test('finds "abaya" by typing "abya": suggestions as they type, keyboard to the product', async ({
    page,
    consoleProblems: _,
  }) => {
    const box = await searchBoxOnHome(page)
    await box.pressSequentially('abya', { delay: 40 })
    const list = page.getByRole('listbox', { name: 'Suggested products' })
    await expect(list.getByRole('option', { name: new RegExp(ABAYA) })).toBeVisible()
    await expect(list.getByRole('option').first()).toContainText('$')
    await expect(list.getByRole('option')).toHaveCount(3)
    await expect(box).toHaveAttribute('aria-expanded', 'true')

    // Escape closes the list; typing reopens it; arrows choose; Enter opens the product.
    await box.press('Escape')
    await expect(list).toBeHidden()
    await box.press('Backspace')
    await box.pressSequentially('a')
    await expect(list.getByRole('option', { name: new RegExp(ABAYA) })).toBeVisible()
    const index = await list
      .getByRole('option')
      .evaluateAll((options, name) => options.findIndex((o) => o.textContent?.includes(name)), ABAYA)
    for (let i = 0; i <= index; i++) await box.press('ArrowDown')
    await expect(list.getByRole('option', { name: new RegExp(ABAYA) })).toHaveAttribute('aria-selected', 'true')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/product\/classic-nidha-abaya$/)
    await expect(page.getByRole('heading', { level: 1, name: ABAYA })).toBeVisible()
  })

  test('Enter searches: /search?q=abya lists the abayas; a search with no match suggests categories', async ({
    page,
    consoleProblems: _,
  }) => {
    const box = await searchBoxOnHome(page)
    await box.fill('abya')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=abya$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “abya”' })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Search results' }).getByRole('heading', { name: ABAYA })).toBeVisible()
    // What a crawler gets: search pages are never indexed.
    const html = await (await page.request.get('/search?q=abya')).text()
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>')

    await page.goto('/search?q=qqqzzzx')
    await expect(page.getByText('No products match “qqqzzzx”.', { exact: false })).toBeVisible()
    await expect(page.getByRole('list', { name: 'Categories' }).getByRole('link', { name: 'Women' })).toHaveAttribute(
      'href',
      '/category/women',
    )
  })

  test('filters abayas by size 56 and sorts by price, all in the URL; Back and Clear all work', async ({
    page,
    consoleProblems: _,
  }) => {
    await page.goto('/search?q=abaya')
    await waitForHydration(page)
    const results = page.getByRole('list', { name: 'Search results' })
    const all = await results.getByRole('listitem').count()

    await page.getByText('Filters', { exact: true }).click()
    // Checking a box navigates at once (client-side), so click and read the new page.
    await page.getByRole('checkbox', { name: /^56 \(\d+\)$/ }).click()
    await expect(page).toHaveURL(/\/search\?q=abaya&size=56$/)
    await expect(page.getByRole('link', { name: 'Remove Size: 56' })).toBeVisible()
    await expect(page.getByRole('checkbox', { name: /^56 \(\d+\)$/ })).toBeChecked()

    await page.getByLabel('Sort by').selectOption('price-asc')
    await expect(page).toHaveURL(/\/search\?q=abaya&size=56&sort=price-asc$/)
    const prices = await results
      .getByRole('listitem')
      .evaluateAll((items) =>
        items.map((li) => Number(/\$([\d,.]+)/.exec(li.textContent ?? '')?.[1]?.replace(',', ''))),
      )
    expect(prices.length).toBeGreaterThanOrEqual(2)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    await expect(results.getByRole('heading', { name: ABAYA })).toBeVisible()
    // A product opened from the size-56 list comes with size 56 chosen.
    await expect(results.getByRole('link', { name: ABAYA })).toHaveAttribute(
      'href',
      '/product/classic-nidha-abaya?size=56',
    )

    // The server renders the same view from the URL alone (shareable).
    const html = await (await page.request.get('/search?q=abaya&size=56&sort=price-asc')).text()
    expect(html).toContain('Classic Nidha Abaya')

    await page.goBack()
    await expect(page).toHaveURL(/\/search\?q=abaya&size=56$/)
    await expect(page.getByLabel('Sort by')).toHaveValue('relevance')
    await page.getByRole('link', { name: 'Clear all' }).click()
    await expect(page).toHaveURL(/\/search\?q=abaya$/)
    await expect(results.getByRole('listitem')).toHaveCount(all)
  })

  test('filters without JavaScript: the form GETs a canonical URL', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/category/women')
    await page.getByText('Filters', { exact: true }).click()
    await page.getByRole('checkbox', { name: /^56 \(\d+\)$/ }).check()
    await page.getByLabel('Sort by').selectOption('price-desc')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page).toHaveURL(/\/category\/women\?size=56&sort=price-desc$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Women', exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Remove Size: 56' })).toBeVisible()
    await context.close()
  })

  test('adds size 56 in black; a sold-out size is marked and offers Notify me; the bag shows "Size 56 · Black"', async ({
    page,
    consoleProblems: _,
  }) => {
    await page.goto('/product/taupe-open-front-abaya')
    await waitForHydration(page)
    // The seed has Taupe 56 sold out: once Taupe is chosen, 56 is marked, and choosing it offers Notify me.
    await page.getByRole('radio', { name: 'Taupe', exact: true }).check()
    await page.getByRole('radio', { name: '56 (sold out)' }).check()
    await expect(page.getByRole('button', { name: 'Notify me when it’s back' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Add To Bag' })).toHaveCount(0)

    await addBlack56(page)
    await page.getByRole('button', { name: 'View In Bag' }).click()
    const bag = page.getByRole('dialog', { name: 'Bag' })
    await expect(bag.getByText(ABAYA)).toBeVisible()
    await expect(bag.getByText('Size 56 · Black')).toBeVisible()
    await expect(bag.getByTestId('bag-subtotal')).toHaveText('$139.00')
    await page.keyboard.press('Escape')

    // Another size is another line; the same size again adds to its line.
    await page.getByRole('radio', { name: '58', exact: true }).check()
    await expect(page.getByRole('button', { name: 'Add To Bag' })).toBeEnabled()
    await page.getByRole('radio', { name: '56', exact: true }).check()
    await expect(page.getByRole('button', { name: 'View In Bag' })).toBeVisible()
    await expect(page.getByTestId('view-cart')).toHaveAttribute('aria-label', 'View Cart (1 item)')
  })

  test('checks out size 56 in black with the test card; the confirmation mail names the size', async ({
    page,
    request,
    consoleProblems: _,
  }) => {
    const email = `abaya-${Date.now()}@example.com`
    await addBlack56(page)
    await checkOut(page, email)
    let text = ''
    await expect
      .poll(async () => {
        const mails = (await (
          await request.get(`/dev/mail/messages.json?to=${encodeURIComponent(email)}`)
        ).json()) as Array<{ kind: string; text: string }>
        text = mails.find((m) => m.kind === 'orderConfirmation')?.text ?? ''
        return text
      })
      .toContain('1 × Classic Nidha Abaya (Size 56 · Black) — $139.00')
    expect(text).toContain('Shipping: $9.95')
    expect(text).toContain('Total: $148.95')
  })

  test('signs in and sees that order, with its size, on /account and on its own page', async ({
    page,
    request,
    consoleProblems: _,
  }) => {
    const email = `history-${Date.now()}@example.com`
    await registerAndVerify(request, email, 'Amina Rahman')

    await page.goto('/account')
    await expect(page).toHaveURL(/\/login$/)
    const form = page.getByRole('form', { name: 'Log in' })
    await form.getByLabel('Email').fill(email)
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await form.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page).toHaveURL(/\/$/, { timeout: 5000 })
    // Bought while signed in: filed under the account. (A guest order joins an account only once a reset link has
    // proven the address, and a test-page order never: docs/security/accounts.md, N5 and N6.)
    await addBlack56(page)
    await checkOut(page, email)
    await page.getByRole('button', { name: 'Your account' }).click()
    await expect(page).toHaveURL(/\/account$/)

    const orders = page.getByRole('list', { name: 'Orders' })
    await expect(orders.getByRole('listitem').first()).toContainText('1 × Classic Nidha Abaya (Size 56 · Black)')
    await expect(orders.getByRole('listitem').first()).toContainText('$148.95')
    // Paid on the built-in test page: no money moved, and the history says so.
    await expect(orders.getByRole('listitem').first()).toContainText('Test order, not charged')
    await orders
      .getByRole('link', { name: /^Order / })
      .first()
      .click()
    await expect(page).toHaveURL(/\/account\/orders\/[0-9a-f-]{36}$/)
    await expect(page.getByRole('rowheader', { name: 'Classic Nidha Abaya (Size 56 · Black)' })).toBeVisible()
    await expect(page.getByTestId('order-total')).toHaveText('$148.95')
  })
})
