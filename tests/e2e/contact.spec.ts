import type { Page } from '@playwright/test'
import { SHOP_NAME } from '@/lib/constants'
import { expect, test, toasts, waitForHydration } from './fixtures'

/** SHOP_EMAIL's default in server/config.ts (the e2e server sets no SHOP_EMAIL). */
const SHOP_EMAIL = process.env.SHOP_EMAIL ?? 'shop@noorandthread.test'

interface OutboxMessage {
  to: string
  replyTo: string | null
  subject: string
  text: string
  kind: string
}

function contactForm(page: Page) {
  const form = page.getByRole('form', { name: 'Contact us' })
  return {
    form,
    fullName: form.getByLabel('Full name'),
    email: form.getByLabel('Email', { exact: true }),
    subject: form.getByLabel('Subject'),
    message: form.getByLabel('Message'),
    send: form.getByRole('button', { name: /Send message/ }),
  }
}

test('the page is rendered on the server with its heading, intro and form', async ({ request }) => {
  const response = await request.get('/contact-us')
  expect(response.status()).toBe(200)
  const html = await response.text()
  expect(html).toContain(`<title>Contact Us — ${SHOP_NAME.replace('&', '&amp;')}</title>`)
  expect(html).toMatch(/<h1[^>]*>Contact Us<\/h1>/)
  expect(html).toContain('within one business day')
  expect(html).toMatch(/<form[^>]*aria-label="Contact us"/)
})

test('shows the validation messages of docs/product.md §5 and sends nothing', async ({ page }) => {
  await page.goto('/contact-us')
  await waitForHydration(page)
  const f = contactForm(page)

  await f.send.click()
  await expect(f.form.getByText('Please enter your name')).toBeVisible()
  await expect(f.form.getByText('Invalid email address')).toBeVisible()
  await expect(f.form.getByText('Subject must be at least 3 characters long')).toBeVisible()
  await expect(f.form.getByText('Message must be at least 3 characters long')).toBeVisible()

  await f.fullName.fill('Amina Rahman')
  await f.email.fill('amina@')
  await f.subject.fill('Sizes')
  await f.message.fill('Hello there')
  await f.send.click()
  await expect(f.form.getByText('Invalid email address')).toBeVisible()
  await expect(f.form.getByRole('alert')).toHaveCount(1)
  await expect(f.email).toHaveAttribute('aria-invalid', 'true')
})

test('a message is sent: the Success toast, the form resets, and the shop gets the mail with Reply-To', async ({
  page,
  request,
}) => {
  const subject = `Petite abaya lengths ${Date.now()}`
  await page.goto('/contact-us')
  await waitForHydration(page)
  const f = contactForm(page)

  await f.fullName.fill('Amina Rahman')
  await f.email.fill('amina.e2e@example.com')
  await f.subject.fill(subject)
  await f.message.fill('Salaam! Does the Layla abaya come in petite lengths?')
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST')
  await f.send.click()

  // The whole form is disabled until the success delay ends.
  await expect(f.send).toBeDisabled()
  await expect(f.message).toBeDisabled()
  expect((await answer).status()).toBe(200)

  await expect(toasts(page).getByText('Success', { exact: true })).toBeVisible()
  await expect(toasts(page).getByText('Message sent successfully')).toBeVisible()
  for (const field of [f.fullName, f.email, f.subject, f.message]) await expect(field).toHaveValue('')
  await expect(f.send).toBeEnabled()

  const outbox = await request.get(`/dev/mail/messages.json?to=${encodeURIComponent(SHOP_EMAIL)}`)
  expect(outbox.status()).toBe(200)
  const mail = ((await outbox.json()) as OutboxMessage[]).find((m) => m.subject.includes(subject))
  expect(mail).toMatchObject({ to: SHOP_EMAIL, replyTo: 'amina.e2e@example.com', kind: 'contactMessage' })
  expect(mail?.text).toContain('Does the Layla abaya come in petite lengths?')
})

test('the API answers JSON errors through the whole app: 400 with field messages, 400 for broken JSON, 413 when too large', async ({
  request,
}) => {
  const invalid = await request.post('/api/contact', {
    data: { fullName: ' ', email: 'amina@example.com', subject: 'Sizes', message: 'Hello' },
  })
  expect(invalid.status()).toBe(400)
  expect(await invalid.json()).toEqual({
    error: { message: expect.any(String), fields: { fullName: 'Please enter your name' } },
  })

  const broken = await request.post('/api/contact', {
    headers: { 'content-type': 'application/json' },
    data: '{"fullName":',
  })
  expect(broken.status()).toBe(400)
  expect(await broken.json()).toEqual({ error: { message: expect.any(String) } })

  const huge = await request.post('/api/contact', {
    data: { fullName: 'Amina', email: 'amina@example.com', subject: 'Sizes', message: 'x'.repeat(20_000) },
  })
  expect(huge.status()).toBe(413)
  expect(await huge.json()).toEqual({ error: { message: expect.any(String) } })
})
