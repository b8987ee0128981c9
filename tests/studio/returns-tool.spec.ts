/**
 * Issue 37's staff side in the real Studio: a guest pays on the test payment page, staff ship the order in the
 * Orders tool, the shopper asks for a refund of the abaya on the order's page (/orders/lookup), and staff find it
 * under *Returns*, approve it (the shopper is mailed the instructions with the configured returns address) and mark
 * it received, which refunds it once through the order's refund command: the shopper's return reads "Refunded"
 * and the refund mail says what it was for. Staff sign in with the password and an authenticator code, as in
 * orders-tool.spec.ts.
 */
import { request as playwrightRequest, type Page } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import { STUDIO_SHOP_DATA_DIR, STUDIO_SHOP_PORT } from '@/playwright.studio.config'
import { waitForHydration } from '../e2e/fixtures'
import { buyAbaya, PASSWORD, registerAndVerify, uniqueEmail, waitForMail } from '../e2e/steps'
import { runStaffGrant } from '../helpers/staff-grant'
import { expect, shopUrl, studioPath, test } from './fixtures'

/** `npm run staff -- grant <email>` against the running test shop, as its owner would run it. */
async function grantStaff(email: string) {
  const { DATABASE_URL: _ignored, ...env } = process.env
  const { code, output } = await runStaffGrant(email, {
    ...env,
    DATA_DIR: STUDIO_SHOP_DATA_DIR,
    PORT: String(STUDIO_SHOP_PORT),
    HOST: '127.0.0.1',
  })
  expect(code, `npm run staff -- grant ${email}: ${output}`).toBe(0)
}

/** The Orders tool's sign-in, then the authenticator app set up from the key it shows (the first sign-in). */
async function signInWithNewAuthenticator(page: Page, email: string) {
  await page.goto(studioPath('/orders'))
  await expect(page.getByRole('heading', { name: 'Sign in with your shop account' })).toBeVisible({ timeout: 180_000 })
  await page.getByLabel('E-mail').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toBeVisible()
  const secret = (await page.getByTestId('totp-secret').innerText()).trim()
  await page.getByLabel('Code').fill(new TOTP({ secret: Secret.fromBase32(secret) }).generate())
  await page.getByRole('button', { name: 'Confirm' }).click()
  await page.getByRole('button', { name: 'I have saved them' }).click()
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible()
}

/** The guest's order page: /orders/lookup with the number and the e-mail it was paid with. */
async function lookUp(page: Page, number: string, email: string) {
  await page.goto(`${shopUrl}/orders/lookup?number=${number}`)
  await waitForHydration(page)
  const form = page.getByRole('form', { name: 'Find your order' })
  await form.getByLabel('Email', { exact: true }).fill(email)
  await form.getByRole('button', { name: 'Find order' }).click()
}

test('staff approve a return and mark it received in the Orders tool; the refund reaches the shopper once', async ({
  page,
  browser,
}) => {
  const shopRequest = await playwrightRequest.newContext({ baseURL: shopUrl })
  const shopperEmail = uniqueEmail('returns-shopper')
  const staffEmail = uniqueEmail('returns-staff')
  const shopper = await browser.newPage({ baseURL: shopUrl })

  await buyAbaya(shopper, shopperEmail, { shop: shopUrl })
  const number = /[0-9A-F]{10}/.exec(await shopper.getByTestId('receipt-number').innerText())?.[0]
  if (!number) throw new Error('no order number on the thank-you page')

  await registerAndVerify(shopRequest, staffEmail, 'Hana Staff')
  await grantStaff(staffEmail)
  await signInWithNewAuthenticator(page, staffEmail)

  // Ship it, as every order is shipped: returns open once an order has shipped.
  await page.getByLabel('Search orders').fill(shopperEmail)
  await expect(page.getByTestId('order-row')).toHaveCount(1)
  await page.getByTestId('order-row').click()
  await page.getByRole('button', { name: 'Mark shipped' }).click()
  const ship = page.getByRole('dialog')
  await ship.getByLabel('Carrier').selectOption({ label: 'Australia Post' })
  await ship.getByLabel('Tracking number').fill('AP0000037002AU')
  await ship.getByRole('button', { name: 'Mark shipped' }).click()
  await expect(page.getByTestId('order-fulfilment')).toHaveText('Shipped')

  // The shopper asks for a refund of the abaya on the order's page.
  await lookUp(shopper, number, shopperEmail)
  await shopper.getByRole('button', { name: 'Return or exchange items' }).click()
  const form = shopper.getByRole('form', { name: 'Which items are going back?' })
  await form.getByRole('checkbox', { name: /^Return Classic Nidha Abaya/ }).check()
  await form.getByLabel('Reason').selectOption({ label: 'Too long' })
  await form.getByRole('button', { name: 'Ask for the return' }).click()
  const ret = shopper.getByLabel(`Return ${number}-R1`)
  await expect(ret).toContainText('Requested')

  // Staff: the Returns tab lists it; its order shows the return with its steps.
  await page.getByRole('tab', { name: 'Returns' }).click()
  const row = page.getByTestId('staff-return-row').filter({ hasText: `${number}-R1` })
  await expect(row).toContainText('Requested')
  await row.getByRole('button', { name: `Open order ${number}` }).click()
  const card = page.getByTestId('staff-return')
  await expect(card).toContainText('1 × Classic Nidha Abaya')
  await expect(card).toContainText('refund $139.00')

  await card.getByRole('button', { name: 'Approve' }).click()
  await expect(card).toContainText('Approved: waiting for the parcel')
  // The instructions name the returns address (RETURNS_ADDRESS; the test shop runs on the development placeholder).
  await expect
    .poll(async () => {
      const response = await shopRequest.get(`/dev/mail/messages.json?to=${encodeURIComponent(shopperEmail)}`)
      const messages = (await response.json()) as Array<{ kind: string; text: string }>
      return messages.some((m) => m.kind === 'orderReturn' && m.text.includes('send the parcel by tracked post to:'))
    })
    .toBe(true)

  await card.getByRole('button', { name: 'Mark received' }).click()
  await expect(card).toContainText('Refunded')
  await expect(card).toContainText('$139.00 refunded')
  await expect(page.getByTestId('order-payment')).toHaveText('Partly refunded')
  await expect(card.getByRole('button', { name: 'Mark received' })).toHaveCount(0)

  const refunded = await waitForMail(shopRequest, shopperEmail, 'orderRefunded')
  expect(refunded.text).toContain(`This refund is for the items of your return ${number}-R1, which reached us.`)
  expect(refunded.text).toContain('No money moved, so nothing reaches your card.')

  await lookUp(shopper, number, shopperEmail)
  await expect(shopper.getByLabel(`Return ${number}-R1`)).toContainText('Refunded')

  await shopper.close()
  await shopRequest.dispose()
})
