import { gstIncluded } from '@/lib/gst'
import { expect, test, waitForHydration } from './fixtures'
import { fillPaymentForm, uniqueEmail, waitForMail } from './steps'

/** An accessory of the seed, sold in one version: $24.95, so one in the bag pays $9.95 shipping. */
const TASBIH = { slug: 'olive-wood-tasbih-99', name: 'Olive Wood Tasbih, 99 Beads', price: 2495 }
const TOTAL = TASBIH.price + 995
const money = (cents: number) => `$${(cents / 100).toFixed(2)}`

// docs/product.md §10.8: the GST included in the bag, on the cart and the payment page, and the tax invoice the
// confirmation mail links (rendered by the server), printable and in both languages.
test('the bag, the cart and the payment page show the GST included; the confirmation mail links a printable tax invoice', async ({
  page,
  request,
  consoleProblems: _,
}) => {
  // One journey over five pages (product, cart, payment, invoice in both languages): more than one page's time.
  test.slow()
  const email = uniqueEmail('invoice')
  await page.goto(`/product/${TASBIH.slug}`)
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Add To Bag' }).click()
  await expect(page.getByRole('button', { name: 'View In Bag' })).toBeVisible()
  // The bag says the GST in what it shows (its subtotal: no shipping there), as the cart page does.
  await page.getByRole('button', { name: 'View In Bag' }).click()
  await expect(page.getByTestId('bag-panel').getByTestId('bag-gst')).toHaveText(money(gstIncluded(TASBIH.price)))
  await page.goto('/cart')
  await waitForHydration(page)
  await expect(page.getByTestId('cart-total')).toHaveText(money(TOTAL))
  await expect(page.getByTestId('cart-gst')).toHaveText(money(gstIncluded(TOTAL)))
  await expect(page.getByText(/Prices include GST\./)).toBeVisible()

  await page.getByRole('button', { name: 'Proceed to Checkout' }).click()
  await expect(page).toHaveURL(/\/pay\/cs_test_local_/)
  await expect(page.getByTestId('pay-gst')).toHaveText(`GST included ${money(gstIncluded(TOTAL))}`)
  await fillPaymentForm(page, email)
  await page.getByRole('button', { name: /^Pay \$/ }).click()
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()

  const mail = await waitForMail(request, email, 'orderConfirmation')
  expect(mail.text).toContain(`GST included: ${money(gstIncluded(TOTAL))}`)
  const invoice = /https?:\/\/[^\s/]+(\/orders\/invoice\/[^\s"<]+)/.exec(mail.text)?.[1]
  expect(invoice, 'the confirmation mail links the tax invoice').toBeDefined()

  const response = await page.goto(invoice!)
  expect(response!.headers()['cache-control']).toBe('no-store')
  // Rendered by the server alone (docs/product.md §10.8): none of the shop's client code, only the print button's.
  await expect(page.locator('script[src]')).toHaveCount(1)
  await expect(page.getByRole('heading', { level: 1, name: 'Tax invoice' })).toBeVisible()
  await expect(page.getByTestId('invoice-abn')).toHaveText('51 824 753 556')
  await expect(page.getByRole('row', { name: new RegExp(TASBIH.name) })).toContainText(money(TASBIH.price))
  await expect(page.getByTestId('invoice-total')).toHaveText(money(TOTAL))
  await expect(page.getByTestId('invoice-gst')).toHaveText(money(gstIncluded(TOTAL)))
  await expect(page.getByRole('note')).toContainText('Test order')

  // The Print button prints (its one script), the window's print stubbed.
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', '')
  })
  await page.getByRole('button', { name: 'Print' }).click()
  await expect(page.locator('body')).toHaveAttribute('data-printed', '')

  // On paper: the invoice only, without the shop's header and the buttons.
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('banner')).toBeHidden()
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden()
  await expect(page.getByRole('heading', { level: 1, name: 'Tax invoice' })).toBeVisible()
  await page.emulateMedia({ media: 'screen' })

  // The Arabic invoice says the English governs.
  await page.locator('#main').getByRole('link', { name: 'العربية' }).click()
  await expect(page).toHaveURL(/\/ar\/orders\/invoice\//)
  await expect(page.getByText(/والنص الإنجليزي هو المعتمد/)).toBeVisible()
})
