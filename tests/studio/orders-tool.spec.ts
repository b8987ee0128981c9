/**
 * Issue 25 end to end in the real Studio: a shopper pays on the test payment page with a shipping address; a staff
 * member (granted with `npm run staff -- grant`) signs in to the Orders tool with the password and an authenticator
 * app's code (set up from the tool's QR code and key, the code computed here as the app would), sees the order with
 * that address and
 * marks it shipped (it then leaves the Unfulfilled view); the shopper's mail carries the tracking link and
 * /orders/lookup and /account show "Shipped"; a refund from the tool (double-clicked) refunds once, shows "Refunded"
 * beside "Shipped" to the shopper and mails them. The second test adds a passkey and signs in with it.
 */
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { STUDIO_SHOP_DATA_DIR, STUDIO_SHOP_PORT } from '@/playwright.studio.config'
import { waitForHydration } from '../e2e/fixtures'
import { buyAbaya, PASSWORD, registerAndVerify, SHIPPING_ADDRESS, uniqueEmail, waitForMail } from '../e2e/steps'
import { runStaffGrant } from '../helpers/staff-grant'
import { expect, shopUrl, studioPath, test } from './fixtures'

const TRACKING_NUMBER = 'AP1234567890AU'
/** Shipping to a name unlike the card holder's. */
const ADDRESS = { ...SHIPPING_ADDRESS, name: 'Maryam Haddad' }

/** `npm run staff -- grant <email>` against the running test shop, as its owner would run it. */
async function grantStaff(email: string) {
  // The test shop runs on the embedded database in DATA_DIR (tests/servers/e2e-studio-server.mjs drops CI's DATABASE_URL,
  // which is for the adapter suites): so does the command, which then asks that shop through its admin channel.
  const { DATABASE_URL: _ignored, ...env } = process.env
  const { code, output } = await runStaffGrant(email, {
    ...env,
    DATA_DIR: STUDIO_SHOP_DATA_DIR,
    PORT: String(STUDIO_SHOP_PORT),
    HOST: '127.0.0.1',
  })
  expect(code, `npm run staff -- grant ${email}: ${output}`).toBe(0)
}

async function logIn(page: Page, email: string) {
  await page.goto(`${shopUrl}/login`)
  await waitForHydration(page)
  const login = page.getByRole('form', { name: 'Log in' })
  await login.getByLabel('Email').fill(email)
  await login.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await login.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
}

/** Abaya size 56 in black, paid on the test payment page with a shipping address unlike the billing one: its number. */
async function buy(page: Page, email: string): Promise<string> {
  await buyAbaya(page, email, { shop: shopUrl, ship: ADDRESS })
  const mail = await waitForMail(page.request, email, 'orderConfirmation')
  // The subject ends with the order's number (server/orders/store.ts orderNumber).
  const number = /order ([0-9A-F]{10})$/.exec(mail.subject)?.[1]
  if (!number) throw new Error(`no order number in the confirmation mail's subject: ${mail.subject}`)
  return number
}

/** The Orders tool's sign-in, in the Studio (the first load bundles the Studio). */
async function signInToTool(page: Page, email: string) {
  const heading = page.getByRole('heading', { name: 'Sign in with your shop account' })
  if (!(await heading.isVisible())) {
    await page.goto(studioPath('/orders'))
    await expect(heading).toBeVisible({ timeout: 180_000 })
  }
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/**
 * Sign-in's second step the first time: the app is set up from the key the tool shows, its first code confirms it,
 * and the recovery codes are shown once (docs/operations.md, "Signing in").
 */
async function enrolAuthenticator(page: Page) {
  await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
  const secret = (await page.getByTestId('totp-secret').innerText()).trim()
  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate()
  await page.getByLabel('Code').fill(code)
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible()
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10)
  await page.getByRole('button', { name: 'I have saved them' }).click()
}

/** The guest's view: /orders/lookup with the order number and the e-mail it was paid with. */
async function lookUp(page: Page, number: string, email: string) {
  await page.goto(`${shopUrl}/orders/lookup`)
  await waitForHydration(page)
  const form = page.getByRole('form', { name: 'Find your order' })
  await form.getByLabel('Order number').fill(number)
  await form.getByLabel('Email', { exact: true }).fill(email)
  await form.getByRole('button', { name: 'Find order' }).click()
}

async function mails(request: APIRequestContext, to: string, kind: string) {
  const response = await request.get(`/dev/mail/messages.json?to=${encodeURIComponent(to)}`)
  return ((await response.json()) as Array<{ kind: string; text: string }>).filter((m) => m.kind === kind)
}

test('staff ship and refund an order in the Orders tool; the shopper follows it by mail, lookup and account', async ({
  page,
  browser,
}, testInfo) => {
  const shopRequest = await playwrightRequest.newContext({ baseURL: shopUrl })
  const shopperEmail = uniqueEmail('orders-shopper')
  const staffEmail = uniqueEmail('orders-staff')
  const shopper = await browser.newPage({ baseURL: shopUrl })

  // The shopper pays signed in (so /account lists the order: a test-page order never joins an account by its
  // address, docs/product.md §17.1), and follows it as a guest would too, at /orders/lookup.
  await registerAndVerify(shopRequest, shopperEmail, ADDRESS.name)
  await registerAndVerify(shopRequest, staffEmail, 'Hana Staff')
  await logIn(shopper, shopperEmail)
  const number = await buy(shopper, shopperEmail)

  // A shopper's account is refused with a clear message, and nothing of the orders shows.
  await signInToTool(page, shopperEmail)
  await expect(page.getByRole('alert')).toContainText('This account is not staff')
  await expect(page.getByText(number)).toHaveCount(0)

  // Staff: the password, then the authenticator app (set up now, the first time).
  await grantStaff(staffEmail)
  await signInToTool(page, staffEmail)
  await enrolAuthenticator(page)
  await expect(page.getByText(`Signed in as ${staffEmail}`)).toBeVisible()

  // Newest first: the order is on top; the search by e-mail finds it too, and so does the Unfulfilled view (to pack).
  await expect(page.getByTestId('order-row').first()).toContainText(number)
  await page.getByLabel('Search orders').fill(shopperEmail)
  await expect(page.getByTestId('order-row')).toHaveCount(1)
  await page.getByRole('button', { name: 'Unfulfilled', exact: true }).click()
  await expect(page.getByTestId('order-row')).toHaveCount(1)
  await expect(page.getByTestId('order-row').getByTestId('order-fulfilment')).toHaveText('Unfulfilled')
  await page.getByTestId('order-row').click()

  const address = page.getByTestId('shipping-address')
  for (const line of [
    ADDRESS.name,
    ADDRESS.line1,
    ADDRESS.line2,
    `${ADDRESS.city} ${ADDRESS.state} ${ADDRESS.postalCode}`,
  ])
    await expect(address).toContainText(line)
  await expect(page.getByText('Size: 56 · Colour: Black · Qty: 1')).toBeVisible()

  await page.getByRole('button', { name: 'Mark shipped' }).click()
  const ship = page.getByRole('dialog')
  await ship.getByLabel('Carrier').selectOption({ label: 'Australia Post' })
  await ship.getByLabel('Tracking number').fill(TRACKING_NUMBER)
  await ship.getByRole('button', { name: 'Mark shipped' }).click()
  await expect(ship).toBeHidden()
  await expect(page.getByTestId('order-fulfilment')).toHaveText('Shipped')
  await expect(page.getByTestId('order-payment')).toHaveText('Test payment')
  // Who did it: the staff member, by name or e-mail.
  await expect(page.getByTestId('order-timeline')).toContainText(/Hana Staff|orders-staff-/)
  await expect(page.getByRole('button', { name: 'Mark shipped' })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Cancel order' })).toBeDisabled()
  await page.screenshot({ path: testInfo.outputPath('orders-tool.png') })
  // Shipped, it has left the Unfulfilled view.
  await page.getByRole('button', { name: 'All orders' }).click()
  await expect(page.getByText('No orders match.')).toBeVisible()
  await page.getByRole('button', { name: 'All', exact: true }).click()
  await page.getByTestId('order-row').click()

  // The shopper's mail carries the tracking link.
  const shipped = await waitForMail(shopRequest, shopperEmail, 'orderShipped')
  expect(shipped.text).toMatch(new RegExp(`https://\\S+${TRACKING_NUMBER}`))

  await lookUp(shopper, number, shopperEmail)
  await expect(shopper.getByText('Shipped', { exact: true })).toBeVisible()
  await expect(shopper.getByRole('link', { name: new RegExp(TRACKING_NUMBER) })).toHaveAttribute(
    'href',
    new RegExp(TRACKING_NUMBER),
  )

  // The tool's refusal above left the shopper's own session alone: their account page shows the order.
  await shopper.goto(`${shopUrl}/account`)
  const history = shopper.getByRole('list', { name: 'Orders' })
  await expect(history.getByRole('listitem').first()).toContainText('Shipped')
  await history
    .getByRole('link', { name: /^Order / })
    .first()
    .click()
  await expect(shopper.getByRole('link', { name: new RegExp(TRACKING_NUMBER) })).toBeVisible()

  // A refund of the rest, double-clicked: one refund, one mail.
  await page.getByRole('button', { name: 'Refund' }).click()
  const refund = page.getByRole('dialog')
  await refund.getByLabel('Reason').fill('Arrived damaged')
  await refund.getByRole('button', { name: 'Refund' }).dblclick()
  await expect(refund).toBeHidden()
  await expect(page.getByTestId('order-payment')).toHaveText('Refunded')
  await expect(page.getByTestId('order-fulfilment')).toHaveText('Shipped')
  await expect(page.getByTestId('order-timeline').getByText(/refund/i)).toHaveCount(1)
  await waitForMail(shopRequest, shopperEmail, 'orderRefunded')
  expect(await mails(shopRequest, shopperEmail, 'orderRefunded')).toHaveLength(1)

  await shopper.reload()
  await expect(shopper.getByText('Refunded', { exact: true }).first()).toBeVisible()
  await lookUp(shopper, number, shopperEmail)
  await expect(shopper.getByText('Refunded', { exact: true }).first()).toBeVisible()

  await shopper.close()
  await shopRequest.dispose()
})

/**
 * A passkey beside the app (docs/operations.md, "Signing in"), on Chromium's virtual authenticator: a platform
 * authenticator (Touch ID, Windows Hello) that verifies its user. The member enrols the app, adds a passkey in the
 * Passkeys tab, signs out, and signs in with the password and the passkey instead of a code; a removed passkey is no
 * longer offered.
 */
test('a staff member adds a passkey and signs in with it instead of a code', async ({ page }) => {
  const shopRequest = await playwrightRequest.newContext({ baseURL: shopUrl })
  const staffEmail = uniqueEmail('passkey-staff')
  await registerAndVerify(shopRequest, staffEmail, 'Noor Passkey')
  await grantStaff(staffEmail)

  const cdp = await page.context().newCDPSession(page)
  await cdp.send('WebAuthn.enable', { enableUI: false })
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  })

  await signInToTool(page, staffEmail)
  await enrolAuthenticator(page)
  await expect(page.getByText(`Signed in as ${staffEmail}`)).toBeVisible()

  await page.getByRole('tab', { name: 'Passkeys' }).click()
  await expect(page.getByText('No passkeys yet.')).toBeVisible()
  await page.getByLabel('Name for a new passkey').fill('Work laptop')
  await page.getByRole('button', { name: 'Add a passkey' }).click()
  await expect(page.getByRole('status')).toContainText('Passkey “Work laptop” added')
  await expect(page.getByTestId('passkey-list').getByRole('listitem')).toHaveCount(1)
  const registered = await cdp.send('WebAuthn.getCredentials', { authenticatorId })
  expect(registered.credentials).toHaveLength(1)
  // Bound to the Studio's host (STAFF_PASSKEY_RP_ID's default outside production).
  expect(registered.credentials[0]!.rpId).toBe('local.localhost')

  // Next time: the password, then the passkey instead of a code.
  await page.getByRole('button', { name: 'Sign out' }).click()
  await signInToTool(page, staffEmail)
  await expect(page.getByRole('heading', { name: 'Enter your second-factor code' })).toBeVisible()
  await page.getByRole('button', { name: 'Use a passkey' }).click()
  await expect(page.getByText(`Signed in as ${staffEmail}`)).toBeVisible()
  const used = await cdp.send('WebAuthn.getCredentials', { authenticatorId })
  expect(used.credentials[0]!.signCount).toBeGreaterThan(registered.credentials[0]!.signCount)

  // Removed, it is no longer offered: the app's code is the way in again.
  await page.getByRole('tab', { name: 'Passkeys' }).click()
  await expect(page.getByTestId('passkey-list')).toContainText('last used')
  await page.getByRole('button', { name: 'Remove passkey Work laptop' }).click()
  await expect(page.getByText('No passkeys yet.')).toBeVisible()
  await page.getByRole('button', { name: 'Sign out' }).click()
  await signInToTool(page, staffEmail)
  await expect(page.getByRole('heading', { name: 'Enter your second-factor code' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Use a passkey' })).toHaveCount(0)
  await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId })
})
