/**
 * Steps several specs take the same way: the shop's API over real HTTP (register, the dev outbox, verify, log in)
 * and the test payment page's form. Rate limits count every call: register is limited per e-mail and per IP.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { carltonStreet } from '../fixtures/addresses'
import { E2E_CONTENT_LAKE_TOKEN } from '../helpers/e2e-content'
import { expect, waitForHydration } from './fixtures'

export const PASSWORD = 'correct-horse-42!'

export interface OutboxMessage {
  id: string
  kind: string
  to: string
  subject: string
  text: string
  html: string
  status: string
}

/** A fresh address per test: register and reset are rate-limited per e-mail. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
}

export async function gql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown>,
): Promise<T> {
  const response = await request.post('/graphql', { data: { query, variables } })
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> }
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '))
  return body.data as T
}

/** Waits for the newest message of `kind` sent to `to` (the outbox is written asynchronously). */
export async function waitForMail(request: APIRequestContext, to: string, kind: string): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/mail/messages.json?to=${encodeURIComponent(to)}`)
        const messages = (await response.json()) as OutboxMessage[]
        found = messages.find((message) => message.kind === kind)
        return found !== undefined
      },
      { message: `a ${kind} mail to ${to}` },
    )
    .toBe(true)
  return found!
}

/** The site-relative path of the first link to `prefix` in a mail's text, e.g. '/verify/abc'. */
export function linkPath(
  message: OutboxMessage,
  prefix: '/verify/' | '/reset-password/' | '/newsletter/confirm/' | '/account/confirm-email/' | '/alerts/confirm/',
): string {
  const match = new RegExp(`https?://[^\\s/]+(${prefix}[^\\s"<]+)`).exec(message.text)
  if (!match?.[1]) throw new Error(`no ${prefix} link in: ${message.text}`)
  return match[1]
}

/** Registers through the API (one call against the register rate limit). */
export async function registerByApi(
  request: APIRequestContext,
  email: string,
  fullName = 'Amina Test',
  password = PASSWORD,
) {
  await gql(request, 'mutation ($i: RegisterInput!) { register(registerInput: $i) { message } }', {
    i: { fullName, email, password, confirmPassword: password },
  })
}

/** Registers `email` and follows the verification link from the dev outbox. */
export async function registerAndVerify(request: APIRequestContext, email: string, fullName?: string) {
  await registerByApi(request, email, fullName)
  const token = linkPath(await waitForMail(request, email, 'verification'), '/verify/').slice('/verify/'.length)
  await gql(request, 'mutation ($t: String!) { verifyEmail(verificationToken: $t) { message } }', {
    t: decodeURIComponent(token),
  })
}

/** A registered, verified and logged-in account: its address and session token. */
export async function verifiedAccount(
  request: APIRequestContext,
  label: string,
): Promise<{ email: string; token: string }> {
  const email = uniqueEmail(label)
  await registerAndVerify(request, email)
  const data = await gql<{ login: { token: string } }>(
    request,
    'mutation ($i: LoginInput!) { login(loginInput: $i) { token } }',
    { i: { email, password: PASSWORD } },
  )
  return { email, token: data.login.token }
}

const sharedAccounts = new Map<string, Promise<{ email: string; token: string }>>()

/**
 * One verified account per `label` for this test run, made on first use. The wishlist and the bag live in the
 * browser, so tests that only need someone signed in can share one, and the run stays inside the shop's per-IP
 * sign-up limit (10 an hour, docs/product.md §11.5), which every registration from this machine counts against.
 */
export function sharedAccount(request: APIRequestContext, label: string): Promise<{ email: string; token: string }> {
  let account = sharedAccounts.get(label)
  if (!account) {
    account = verifiedAccount(request, label)
    sharedAccounts.set(label, account)
    // A failed attempt is not remembered: the next test tries again.
    account.catch(() => sharedAccounts.delete(label))
  }
  return account
}

/** A street address the shop delivers to (docs/product.md §10). */
export const SHIPPING_ADDRESS = { name: 'Amina Rahman', ...carltonStreet }

/** Fills the test payment page's form (/pay/:sessionId) with a valid Australian card holder and shipping address. */
export async function fillPaymentForm(
  page: Page,
  email: string,
  card = '4242 4242 4242 4242',
  ship: typeof SHIPPING_ADDRESS = SHIPPING_ADDRESS,
) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Card number').fill(card)
  await page.getByLabel('Expiry (MM/YY)').fill('12/34')
  await page.getByLabel('CVC').fill('123')
  await page.getByLabel('Name on card').fill('Amina Rahman')
  await page.getByLabel('Address line 1').fill('1 Collins St')
  await page.getByLabel('City / suburb').fill('Melbourne')
  await page.getByLabel('State', { exact: true }).fill('VIC')
  await page.getByLabel('Postcode', { exact: true }).fill('3000')
  await page.getByLabel('Country').selectOption('AU')
  await page.getByLabel('Recipient name').fill(ship.name)
  await page.getByLabel('Delivery street address').fill(ship.line1)
  await page.getByLabel('Delivery unit or floor').fill(ship.line2)
  await page.getByLabel('Delivery suburb').fill(ship.city)
  await page.getByLabel('Delivery state').selectOption(ship.state)
  await page.getByLabel('Delivery postcode').fill(ship.postalCode)
}

/**
 * Buys one Classic Nidha Abaya, size 56 in black, with the test card: product page → bag → cart → Proceed to
 * Checkout → the test payment page → "Payment Successful!". `shop` is the shop's origin, for a test whose base URL
 * is another server's (the Studio's); `ship` is where the abaya goes.
 */
export async function buyAbaya(page: Page, email: string, { shop = '', ship = SHIPPING_ADDRESS } = {}) {
  await page.goto(`${shop}/product/classic-nidha-abaya`)
  await waitForHydration(page)
  await page.getByRole('group', { name: /Size/ }).getByRole('radio', { name: '56', exact: true }).check()
  await page
    .getByRole('group', { name: /Colour/ })
    .getByRole('radio', { name: 'Black', exact: true })
    .check()
  await page.getByRole('button', { name: 'Add To Bag' }).click()
  await expect(page.getByRole('button', { name: 'View In Bag' })).toBeVisible()
  await page.goto(`${shop}/cart`)
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click()
  await expect(page).toHaveURL(/\/pay\/cs_test_local_/)
  await fillPaymentForm(page, email, undefined, ship)
  await page.getByRole('button', { name: /^Pay \$/ }).click()
  await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible()
}

const LAKE = '/content/v2022-03-07/data'
const lakeAuth = { authorization: `Bearer ${E2E_CONTENT_LAKE_TOKEN}` }

/**
 * Unpublishes the product with this slug through the content lake's API, as an editor would, and returns a
 * function that publishes it again (the e2e shop is shared by every spec file).
 */
export async function unpublishProduct(request: APIRequestContext, slug: string): Promise<() => Promise<void>> {
  const query = encodeURIComponent(`*[_type == "product" && slug.current == $slug][0]`)
  const found = await request.get(
    `${LAKE}/query/production?query=${query}&$slug=${encodeURIComponent(JSON.stringify(slug))}`,
    {
      headers: lakeAuth,
    },
  )
  const doc = ((await found.json()) as { result: (Record<string, unknown> & { _id: string }) | null }).result
  if (!doc) throw new Error(`no product ${slug}`)
  const mutate = async (mutations: unknown[]) => {
    const response = await request.post(`${LAKE}/mutate/production`, { headers: lakeAuth, data: { mutations } })
    expect(response.status(), await response.text()).toBe(200)
  }
  await mutate([{ delete: { id: doc._id } }])
  const { _rev, _createdAt, _updatedAt, ...content } = doc
  return () => mutate([{ createOrReplace: content }])
}
