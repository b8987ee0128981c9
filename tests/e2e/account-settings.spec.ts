/**
 * Issue 21: a shopper's own data (docs/product.md §2.22). One journey on the built shop: sign in and buy → change
 * the name → change the password (the old one fails, another signed-in browser is signed out) → change the e-mail
 * (the new address works only after its link, which opens in a browser that is not signed in) → download the data
 * (it holds the order) → delete the account (login fails, the address registers afresh and sees none of the old
 * orders). That the kept orders lose the shopper's details is checked on the database in
 * tests/integration/accounts/account-settings.test.ts.
 */
import { readFile } from 'node:fs/promises'
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, test, toasts, waitForHydration } from './fixtures'
import { buyAbaya, gql, linkPath, PASSWORD, registerAndVerify, uniqueEmail, waitForMail } from './steps'

const NEW_PASSWORD = 'a-brand-new-secret-9!'

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login')
  await waitForHydration(page)
  const form = page.getByRole('form', { name: 'Log in' })
  await form.getByLabel('Email').fill(email)
  await form.getByLabel('Password', { exact: true }).fill(password)
  await form.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 })
}

/** A login over the API: the error message, or undefined when it worked. */
async function loginError(request: APIRequestContext, email: string, password: string): Promise<string | undefined> {
  try {
    await gql(request, 'mutation ($i: LoginInput!) { login(loginInput: $i) { token } }', { i: { email, password } })
    return undefined
  } catch (error) {
    return (error as Error).message
  }
}

test('account settings: name, password, e-mail, data download and deletion', async ({
  page,
  browser,
  request,
  consoleProblems: _,
}) => {
  test.setTimeout(240_000)
  const email = uniqueEmail('settings')
  await registerAndVerify(request, email, 'Amina Settings')
  await logIn(page, email, PASSWORD)
  // Signed in, so the order is filed under the account.
  await buyAbaya(page, email)

  // A second browser, signed in too.
  const other = await browser.newContext()
  const otherPage = await other.newPage()
  await logIn(otherPage, email, PASSWORD)

  await page.goto('/account')
  await page.getByRole('navigation', { name: 'Your account' }).getByRole('link', { name: 'Settings' }).click()
  await expect(page).toHaveURL(/\/account\/settings$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Account settings' })).toBeVisible()

  // The name.
  const nameForm = page.getByRole('form', { name: 'Change your name' })
  await expect(nameForm.getByLabel('Full name')).toHaveValue('Amina Settings')
  await nameForm.getByLabel('Full name').fill('Amina Renamed')
  await nameForm.getByRole('button', { name: 'Save name' }).click()
  await expect(toasts(page).getByText('Name Saved')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('form', { name: 'Change your name' }).getByLabel('Full name')).toHaveValue(
    'Amina Renamed',
  )

  // The password: a wrong current one is refused; then the change.
  const passwordForm = page.getByRole('form', { name: 'Change your password' })
  await passwordForm.getByLabel('Current password').fill('not-my-password')
  await passwordForm.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
  await passwordForm.getByLabel('Confirm new password').fill(NEW_PASSWORD)
  await passwordForm.getByRole('button', { name: 'Change password' }).click()
  await expect(passwordForm.getByText('Your current password is not correct.')).toBeVisible()
  await passwordForm.getByLabel('Current password').fill(PASSWORD)
  await passwordForm.getByRole('button', { name: 'Change password' }).click()
  await expect(toasts(page).getByText('Password Changed')).toBeVisible()
  expect(await loginError(request, email, PASSWORD)).toBe('Invalid email or password')
  expect(await loginError(request, email, NEW_PASSWORD)).toBeUndefined()
  // The other browser is signed out; this one is not.
  const staleToken = await otherPage.evaluate(() => localStorage.getItem('id_token'))
  const asOther = await request.post('/graphql', {
    data: { query: '{ me { email } }' },
    headers: { authorization: `Bearer ${staleToken}` },
  })
  expect(((await asOther.json()) as { data: unknown }).data).toEqual({ me: null })
  await otherPage.goto('/account')
  await expect(otherPage.getByRole('button', { name: 'Login' })).toBeVisible()
  await expect.poll(() => otherPage.evaluate(() => localStorage.getItem('id_token'))).toBeNull()
  await other.close()
  await page.reload()
  await expect(page.getByRole('form', { name: 'Change your name' })).toBeVisible()
  await expect(page).toHaveURL(/\/account\/settings$/)

  // The e-mail address: it changes only once the link mailed to the new address is opened.
  const newEmail = uniqueEmail('settings-new')
  const emailForm = page.getByRole('form', { name: 'Change your e-mail address' })
  await emailForm.getByLabel('New e-mail address').fill(newEmail)
  await emailForm.getByLabel('Your password').fill(NEW_PASSWORD)
  await emailForm.getByRole('button', { name: 'Send confirmation link' }).click()
  await expect(emailForm.getByRole('status')).toContainText('We have sent a link to the new address')
  expect(await loginError(request, newEmail, NEW_PASSWORD)).toBe('Invalid email or password')
  const link = linkPath(await waitForMail(request, newEmail, 'emailChange'), '/account/confirm-email/')
  // Opened where the mail is read, which need not be signed in (docs/product.md §2.22: no sign-in needed).
  const mailbox = await browser.newContext()
  const linkPage = await mailbox.newPage()
  await linkPage.goto(link)
  await expect(linkPage.getByText('Your new address is confirmed.')).toBeVisible()
  await mailbox.close()
  expect(await loginError(request, newEmail, NEW_PASSWORD)).toBeUndefined()
  expect(await loginError(request, email, NEW_PASSWORD)).toBe('Invalid email or password')
  const told = await waitForMail(request, email, 'emailChanged')
  expect(told.text).toContain(newEmail)

  // Download my data: the JSON holds the profile and the order.
  await page.goto('/account/settings')
  await waitForHydration(page)
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download my data' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('noor-and-thread-my-data.json')
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    profile: { fullName: string; email: string }
    orders: Array<{ lines: Array<{ name: string; size: string | null }>; email: string }>
  }
  expect(data.profile).toMatchObject({ fullName: 'Amina Renamed', email: newEmail })
  expect(data.orders).toHaveLength(1)
  expect(data.orders[0]!.lines[0]).toMatchObject({ name: 'Classic Nidha Abaya', size: '56' })

  // Delete the account: the consequence is stated, the password asked for.
  const deleteForm = page.getByRole('form', { name: 'Delete your account' })
  await expect(deleteForm).toContainText('Orders you paid for are kept')
  await deleteForm.getByLabel('Password to confirm').fill(NEW_PASSWORD)
  await deleteForm.getByRole('button', { name: 'Delete my account' }).click()
  await expect(toasts(page).getByText('Account Deleted')).toBeVisible()
  expect(await loginError(request, newEmail, NEW_PASSWORD)).toBe('Invalid email or password')

  // The address registers afresh, and the old order is not the new account's.
  await registerAndVerify(request, newEmail, 'Amina Again')
  const { login } = await gql<{ login: { token: string } }>(
    request,
    'mutation ($i: LoginInput!) { login(loginInput: $i) { token } }',
    { i: { email: newEmail, password: PASSWORD } },
  )
  const orders = await request.post('/graphql', {
    data: { query: '{ myOrders { id } }' },
    headers: { authorization: `Bearer ${login.token}` },
  })
  expect(((await orders.json()) as { data: { myOrders: unknown[] } }).data.myOrders).toEqual([])
})
