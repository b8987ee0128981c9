/**
 * Issue 37 from the shopper's side, in English and in Arabic: pay on the test payment page, read the thank-you page
 * (the order's number, lines, address and delivery estimate; a reload shows the same order), then once staff have
 * shipped it (the staff API, as the Orders tool calls it: a member granted with `npm run staff -- grant` against this
 * shop, signed in with the password and an authenticator code) follow it from the thank-you page's link, ask for a
 * return on the order's page, and see it requested, with its mail. The staff's own steps in the Orders tool are
 * tests/studio/returns-tool.spec.ts.
 */
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { colourName } from '@/lib/i18n/colourNames'
import { messagesIn } from '@/lib/i18n/messages'
import { cartMessages } from '@/lib/i18n/messages/cart'
import { orderLookupMessages } from '@/lib/i18n/messages/orderLookup'
import { paymentMessages } from '@/lib/i18n/messages/payments'
import { productMessages } from '@/lib/i18n/messages/product'
import { returnMessages } from '@/lib/i18n/messages/returns'
import { validPayValues } from '@/harness/pay-form'
import { E2E_SHOP_DATA_DIR, E2E_SHOP_PORT } from '@/playwright.config'
import { runStaffGrant } from '../helpers/staff-grant'
import { expect, test, waitForHydration } from './fixtures'
import { buyAbaya, gql, PASSWORD, registerAndVerify, SHIPPING_ADDRESS, uniqueEmail, waitForMail } from './steps'

const en = { payment: messagesIn(paymentMessages, 'en'), returns: messagesIn(returnMessages, 'en') }
const ar = {
  cart: messagesIn(cartMessages, 'ar'),
  lookup: messagesIn(orderLookupMessages, 'ar'),
  payment: messagesIn(paymentMessages, 'ar'),
  product: messagesIn(productMessages, 'ar'),
  returns: messagesIn(returnMessages, 'ar'),
}

/** A GraphQL call with a bearer token (the Orders tool's way), failing on any error. */
async function asStaff<T>(
  request: APIRequestContext,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: { authorization: `Bearer ${token}` },
  })
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> }
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '))
  return body.data as T
}

/**
 * A staff session, as the Orders tool makes one: register and verify, `npm run staff -- grant` against the running
 * shop (its admin channel in the data directory playwright.config.ts names), the password, then an authenticator
 * app set up from the key the shop gives, its first code confirming it.
 */
async function staffSession(request: APIRequestContext): Promise<string> {
  const email = uniqueEmail('returns-staff')
  await registerAndVerify(request, email, 'Hana Staff')
  // The e2e shop runs on the embedded database in its data directory (tests/servers/e2e-server.mjs drops CI's
  // DATABASE_URL, which is for the adapter suites): so does the command.
  const { DATABASE_URL: _ignored, ...env } = process.env
  const { code, output } = await runStaffGrant(email, {
    ...env,
    DATA_DIR: E2E_SHOP_DATA_DIR,
    PORT: String(E2E_SHOP_PORT),
    HOST: '127.0.0.1',
  })
  expect(code, `npm run staff -- grant ${email}: ${output}`).toBe(0)
  const { login } = await gql<{ login: { token: string } }>(
    request,
    'mutation ($i: LoginInput!) { login(loginInput: $i) { token } }',
    { i: { email, password: PASSWORD } },
  )
  const { enrolTotp } = await asStaff<{ enrolTotp: { secret: string } }>(
    request,
    login.token,
    'mutation { enrolTotp { secret } }',
  )
  const code6 = new TOTP({ secret: Secret.fromBase32(enrolTotp.secret) }).generate()
  const { confirmTotp } = await asStaff<{ confirmTotp: { token: string } }>(
    request,
    login.token,
    'mutation ($code: String!) { confirmTotp(code: $code) { token } }',
    { code: code6 },
  )
  return confirmTotp.token
}

// One staff member for the file, made by the first test that ships: its own API context (a test's `request` ends
// with the test). Registering, `npm run staff` and the second factor take a while on a loaded machine.
let staff: { request: APIRequestContext; token: string } | undefined
test.describe.configure({ timeout: 240_000 })
test.afterAll(async () => staff?.request.dispose())

/** Marks the order shipped with Australia Post, as staff do in the Orders tool. */
async function shipAsStaff(baseURL: string, number: string) {
  if (!staff) {
    const context = await playwrightRequest.newContext({ baseURL })
    staff = { request: context, token: await staffSession(context) }
  }
  const { request, token } = staff
  const { staffOrder } = await asStaff<{ staffOrder: { id: string } | null }>(
    request,
    token,
    'query ($id: ID!) { staffOrder(id: $id) { id } }',
    { id: number },
  )
  expect(staffOrder, `order ${number} in the Orders tool`).not.toBeNull()
  await asStaff(
    request,
    token,
    'mutation ($id: ID!) { shipOrder(id: $id, carrier: "auspost", trackingNumber: "AP0000037001AU") { id } }',
    { id: staffOrder!.id },
  )
}

/** The order's number from the thank-you page's heading ("Order 3F2A9C41B0", "الطلب 3F2A9C41B0"). */
async function orderNumberOn(page: Page): Promise<string> {
  const heading = await page.getByTestId('receipt-number').innerText()
  const number = /[0-9A-F]{10}/.exec(heading)?.[0]
  if (!number) throw new Error(`no order number in "${heading}"`)
  return number
}

test('an English shopper reads the thank-you page, then asks for an exchange on the order page', async ({
  page,
  request,
  baseURL,
  consoleProblems: _,
}) => {
  const email = uniqueEmail('returns-en')
  await buyAbaya(page, email)
  await expect(page).toHaveURL(/\/stripe\/success\?session_id=cs_test_local_/)

  // The thank-you page answers "what now?": the order, where it goes, when, and how to follow it.
  const receipt = page.getByRole('region', { name: /^Order [0-9A-F]{10}$/ })
  await expect(receipt).toBeVisible()
  await expect(receipt.getByRole('rowheader', { name: /Classic Nidha Abaya/ })).toContainText('Size 56 · Black')
  await expect(receipt.getByTestId('receipt-total')).toHaveText('$148.95')
  await expect(receipt.getByText(en.payment.receipt.deliverTo)).toBeVisible()
  await expect(receipt.getByText(SHIPPING_ADDRESS.name)).toBeVisible()
  await expect(receipt.getByText(en.payment.receipt.estimate)).toBeVisible()
  // A test order never joins an account (docs/security/accounts.md, N6): no account is offered.
  await expect(receipt.getByText(en.payment.receipt.accountTitle)).toHaveCount(0)
  const number = await orderNumberOn(page)

  // Reloading is safe: the same order, once.
  await page.reload()
  await expect(page.getByTestId('receipt-number')).toHaveText(`Order ${number}`)

  await shipAsStaff(baseURL!, number)

  // The page's link leads to the order lookup with the number filled in.
  await page.getByRole('link', { name: en.payment.receipt.follow }).click()
  await expect(page).toHaveURL(new RegExp(`/orders/lookup\\?number=${number}$`))
  await waitForHydration(page)
  const lookup = page.getByRole('form', { name: 'Find your order' })
  await expect(lookup.getByLabel('Order number')).toHaveValue(number)
  await lookup.getByLabel('Email', { exact: true }).fill(email)
  await lookup.getByRole('button', { name: 'Find order' }).click()
  await expect(page.getByText('Shipped', { exact: true })).toBeVisible()

  await page.getByRole('button', { name: en.returns.start }).click()
  const form = page.getByRole('form', { name: en.returns.form.title })
  await form.getByRole('checkbox', { name: /^Return Classic Nidha Abaya/ }).check()
  await form.getByLabel(en.returns.form.reason).selectOption({ label: en.returns.form.reasons.too_long })
  // Another size of the same abaya, among those with a unit left (the exchange options load with the form).
  const resolution = form.getByLabel(en.returns.form.resolution)
  const exchange = resolution.locator('option:not([disabled])', { hasText: 'Exchange for Size' }).first()
  await expect(exchange).toBeAttached()
  const choice = (await exchange.textContent())!.trim()
  await resolution.selectOption({ label: choice })
  await form.getByRole('button', { name: en.returns.form.submit }).click()

  await expect(page.getByRole('status').filter({ hasText: en.returns.form.sent })).toBeVisible()
  const ret = page.getByLabel(en.returns.returnNumber(`${number}-R1`))
  await expect(ret).toContainText(en.returns.status.requested)
  await expect(ret).toContainText(`for ${choice.replace(/^Exchange for /, '')}`)
  const mail = await waitForMail(request, email, 'orderReturn')
  expect(mail.text).toContain(`We have your return request ${number}-R1.`)
})

test('an Arabic shopper pays in Arabic, reads the thank-you page in Arabic and asks for a refund', async ({
  page,
  request,
  baseURL,
  consoleProblems: _,
}) => {
  const email = uniqueEmail('returns-ar')
  await page.goto('/ar/product/classic-nidha-abaya')
  await waitForHydration(page)
  await page
    .getByRole('group', { name: ar.product.options.size })
    .getByRole('radio', { name: '56', exact: true })
    .check()
  await page
    .getByRole('group', { name: ar.product.options.colour })
    .getByRole('radio', { name: colourName('Black', 'ar'), exact: true })
    .check()
  await page.getByRole('button', { name: ar.product.actions.addToBag }).click()
  await expect(page.getByRole('button', { name: ar.product.actions.viewInBag })).toBeVisible()
  await page.goto('/ar/cart')
  await waitForHydration(page)
  await page.getByRole('button', { name: ar.cart.page.checkout }).click()
  await expect(page).toHaveURL(/\/pay\/cs_test_local_/)
  // The test payment page's fields by name: their labels are in Arabic.
  const { country: _country, shipState: _shipState, ...valid } = validPayValues
  for (const [name, value] of Object.entries({ ...valid, email })) await page.locator(`[name="${name}"]`).fill(value)
  await page.locator('[name="country"]').selectOption('AU')
  await page.locator('[name="shipState"]').selectOption('VIC')
  await page.locator('button[type="submit"]').click()

  await expect(page).toHaveURL(/\/ar\/stripe\/success\?session_id=cs_test_local_/)
  await expect(page.getByRole('heading', { name: ar.payment.success.title })).toBeVisible()
  const receipt = page.getByRole('region', { name: /^الطلب / })
  await expect(receipt).toBeVisible()
  await expect(receipt.getByText('عباية ندى كلاسيكية')).toBeVisible()
  await expect(receipt.getByText(ar.payment.receipt.deliverTo)).toBeVisible()
  await expect(receipt.getByText('أستراليا')).toBeVisible()
  await expect(receipt.getByText(ar.payment.receipt.estimate)).toBeVisible()
  const number = await orderNumberOn(page)

  await shipAsStaff(baseURL!, number)

  await page.getByRole('link', { name: ar.payment.receipt.follow }).click()
  await expect(page).toHaveURL(new RegExp(`/ar/orders/lookup\\?number=${number}$`))
  await waitForHydration(page)
  const lookup = page.getByRole('form', { name: ar.lookup.title })
  await lookup.getByLabel('البريد الإلكتروني', { exact: true }).fill(email)
  await lookup.getByRole('button', { name: ar.lookup.submit }).click()

  await page.getByRole('button', { name: ar.returns.start }).click()
  const form = page.getByRole('form', { name: ar.returns.form.title })
  await form.getByRole('checkbox').first().check()
  await form.getByLabel(ar.returns.form.reason).selectOption({ label: ar.returns.form.reasons.too_big })
  await form.getByRole('button', { name: ar.returns.form.submit }).click()

  await expect(page.getByRole('status').filter({ hasText: ar.returns.form.sent })).toBeVisible()
  const ret = page.getByLabel(ar.returns.returnNumber(`${number}-R1`))
  await expect(ret).toContainText(ar.returns.status.requested)
  await expect(ret).toContainText(ar.returns.forRefund)
  const mail = await waitForMail(request, email, 'orderReturn')
  // The return number reads left to right in one piece inside the Arabic text (LRI … PDI; issue 36).
  expect(mail.text).toContain(`وصلنا طلب الإرجاع \u2066${number}-R1\u2069.`)
})
