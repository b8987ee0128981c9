/**
 * Tax invoices through the compiled shop (docs/product.md §10.8), mails read from a real SMTP server: a test order's
 * confirmation links its tax invoice, whose page says "Tax invoice" with the ABN and the GST included, is never
 * cached and tells robots not to index it; a wrong or another order's link is a 404; a staff refund's mail links its
 * adjustment note on the same page; the Orders tool's order carries the link.
 */
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { gql } from '@/harness/graphql'
import { payFormBody } from '@/harness/pay-form'
import type { ShopProcess } from '@/harness/shop'
import { LOGIN, VERIFY } from '../helpers/account-documents'
import { accountSteps } from '../helpers/shop-accounts'
import { shopsPerTest } from '../helpers/shops-per-test'
import { runStaffGrant } from '../helpers/staff-grant'
import { totpCode } from '../helpers/staff-session'
import { smtpServerForTests } from '../helpers/started-for-tests'

const { start } = shopsPerTest()
const smtp = smtpServerForTests()
const { register } = accountSteps(smtp)

/** Pays one unit of the first product in the sitemap on the test payment page, typed with `email`. */
async function payOnTestPage(shop: ShopProcess, email: string): Promise<void> {
  const sitemap = await (await fetch(`${shop.url}/sitemap.xml`)).text()
  const productPath = /<loc>https?:\/\/[^/<]+(\/product\/[^<]+)<\/loc>/.exec(sitemap)![1]!
  const html = await (await fetch(`${shop.url}${productPath}`)).text()
  const price_id = /"price_id":"(price_[A-Za-z0-9]+)"/.exec(html)![1]!
  const checkout = await fetch(`${shop.url}/api/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ lines: [{ price_id, quantity: 1 }], idempotency_key: randomBytes(12).toString('hex') }),
  })
  expect(checkout.status).toBe(200)
  const { url } = (await checkout.json()) as { url: string }
  const form = payFormBody({ email, cardName: 'Amina Rahman', shipName: 'Amina Rahman', expiry: '12 / 40' })
  const paid = await fetch(`${shop.url}${new URL(url).pathname}`, { method: 'POST', body: form, redirect: 'manual' })
  expect(paid.status).toBe(303)
}

/** A verified account with the staff role and a staff session (password, then the authenticator's code). */
async function staffSession(shop: ShopProcess): Promise<string> {
  const email = 'sara@example.com'
  const password = 'a-long-enough-password-1'
  const token = await register(shop, email, password, 'Sara Staff')
  expect((await gql(shop, VERIFY, { token })).error).toBeUndefined()
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: shop.dataDir }
  delete env.DATABASE_URL
  const granted = await runStaffGrant(email, env)
  expect(granted.code, granted.output).toBe(0)
  const login = await gql(shop, LOGIN, { email, password })
  const passwordToken = (login.data?.login as { token: string }).token
  const enrolment = await gql(shop, 'mutation { enrolTotp { secret } }', {}, { token: passwordToken })
  const { secret } = enrolment.data?.enrolTotp as { secret: string }
  const confirmed = await gql(
    shop,
    'mutation ($c: String!) { confirmTotp(code: $c) { token } }',
    { c: totpCode(secret) },
    { token: passwordToken },
  )
  return (confirmed.data?.confirmTotp as { token: string }).token
}

const linkAfter = (text: string, label: string) => new RegExp(`${label}: (\\S+)`).exec(text)?.[1]

describe('the tax invoice, through the built shop', () => {
  // A shop started, a checkout paid, a staff account registered, granted (`npm run staff`, a process of its own) and
  // signed in with its second factor, a refund: twice the project's two minutes for one app test.
  it(
    'is linked from the confirmation mail; a refund adds an adjustment note linked from its mail',
    { timeout: 240_000 },
    async () => {
      const shop = await start({
        env: { SMTP_URL: smtp.url, SHOP_ABN: '51 824 753 556', SHOP_LEGAL_NAME: 'Noor & Thread Pty Ltd' },
      })
      await payOnTestPage(shop, 'amina@example.com')
      const confirmation = await smtp.waitFor(
        (m) => m.to.includes('amina@example.com') && /order/i.test(m.subject),
        20_000,
      )
      expect(confirmation.text).toMatch(/GST included: \$\d+\.\d\d/)
      const invoiceUrl = linkAfter(confirmation.text, 'Your tax invoice')
      expect(invoiceUrl).toMatch(new RegExp(`^${shop.url}/orders/invoice/[0-9a-f-]{36}[A-Za-z0-9_-]{43}$`))

      const page = await fetch(invoiceUrl!)
      expect(page.status).toBe(200)
      expect(page.headers.get('cache-control')).toBe('no-store')
      expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow')
      const html = await page.text()
      expect(html).toContain('Tax invoice')
      expect(html).toContain('51 824 753 556')
      expect(html).toContain('Noor &amp; Thread Pty Ltd')
      expect(html).toMatch(/GST included/)
      expect(html).toContain('<meta name="referrer" content="no-referrer"')

      // A signature changed, or the order's id alone: the same 404 as any unknown page.
      const token = new URL(invoiceUrl!).pathname.split('/').pop()!
      const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`
      expect((await fetch(`${shop.url}/orders/invoice/${flipped}`)).status).toBe(404)
      expect((await fetch(`${shop.url}/orders/invoice/${token.slice(0, 36)}`)).status).toBe(404)
      // The Arabic page of the same invoice, which says the English governs.
      const arabic = await fetch(`${shop.url}/ar/orders/invoice/${token}`)
      expect(arabic.status).toBe(200)
      expect(await arabic.text()).toContain('والنص الإنجليزي هو المعتمد')

      // Staff see the link in the Orders tool, and refund part of the order.
      const staff = await staffSession(shop)
      const listed = await gql(shop, '{ staffOrders { nodes { id total invoiceUrl } } }', {}, { token: staff })
      const [order] = (listed.data?.staffOrders as { nodes: Array<{ id: string; total: number; invoiceUrl: string }> })
        .nodes
      expect(order!.invoiceUrl).toBe(invoiceUrl)
      const before = smtp.messages.length
      const refunded = await gql(
        shop,
        'mutation ($id: ID!) { refundOrder(id: $id, amount: 1000, reason: "Damaged") { refunded } }',
        { id: order!.id },
        { token: staff },
      )
      expect(refunded.error).toBeUndefined()
      const refundMail = await smtp.waitFor(
        (m) => m.to.includes('amina@example.com') && /refund/i.test(m.subject) && smtp.messages.indexOf(m) >= before,
        20_000,
      )
      expect(refundMail.text).toContain('GST included in this refund: $0.91')
      const noteUrl = linkAfter(refundMail.text, 'The adjustment note for this refund')
      expect(noteUrl?.split('#')[0]).toBe(invoiceUrl)
      const ref = noteUrl!.split('#')[1]!
      const withNote = await (await fetch(noteUrl!.split('#')[0]!)).text()
      expect(withNote).toContain('Adjustment note')
      expect(withNote).toContain(`id="${ref}"`)
    },
  )
})
