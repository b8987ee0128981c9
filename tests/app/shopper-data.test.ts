/**
 * Issue 21 against the whole compiled shop: the unsubscribe link and RFC 8058 one-click headers of newsletter mails,
 * and back-in-stock alerts sent once when an editor restocks a sold-out variant through the content lake. Mail is
 * read from a loopback SMTP server, with its real headers.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ShopProcess } from '@/harness/shop'
import { shopPerFile } from '../helpers/shops-per-test'
import { linkIn, startSmtpServer, type CapturedMail, type TestSmtpServer } from '@/harness/smtp'

let smtp: TestSmtpServer
beforeAll(async () => {
  smtp = await startSmtpServer()
})
afterAll(async () => {
  await smtp?.stop()
})
/**
 * One shop for the file (issue 34: a shop's start is the app project's largest cost): every test uses addresses of
 * its own (6 newsletter sign-ups from this machine together, within the hourly 10), and the alerts test restocks
 * variants the unsubscribe tests never read.
 */
const shopWithSmtp = shopPerFile(() => ({ env: { SMTP_URL: smtp.url } }))

async function gql(shop: ShopProcess, query: string, variables: Record<string, unknown> = {}) {
  const res = await fetch(`${shop.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  })
  const body = (await res.json()) as { data?: Record<string, unknown>; errors?: Array<{ message: string }> }
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '))
  return body.data!
}

/** A header of the raw message, unfolded. */
function header(mail: CapturedMail, name: string): string | undefined {
  const head = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ')
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`))
  return line?.slice(name.length + 1).trim()
}

const mailsTo = (to: string, subject?: RegExp) =>
  smtp.messages.filter((m) => m.to.includes(to) && (!subject || subject.test(m.subject)))

async function subscribe(shop: ShopProcess, email: string): Promise<CapturedMail> {
  const before = mailsTo(email).length
  await gql(shop, 'mutation ($e: String!) { subscribeToNewsletter(email: $e) }', { e: email })
  return smtp.waitFor((m) => m.to.includes(email) && mailsTo(email).indexOf(m) >= before)
}

async function subscribeAndConfirm(shop: ShopProcess, email: string): Promise<CapturedMail> {
  const mail = await subscribe(shop, email)
  const token = decodeURIComponent(linkIn(mail, `${shop.url}/newsletter/confirm/`).split('/').pop()!)
  await gql(shop, 'mutation ($t: String!) { confirmNewsletterSubscription(token: $t) { message } }', { t: token })
  return mail
}

/** A confirmed subscriber gets no mail for a second sign-up; an unsubscribed address gets a new confirmation. */
async function expectOffTheList(shop: ShopProcess, email: string) {
  const mail = await subscribe(shop, email)
  expect(mail.subject).toMatch(/Confirm your subscription/)
}

describe('unsubscribe (docs/product.md §12.3)', () => {
  it("a newsletter mail's List-Unsubscribe URL, POSTed with List-Unsubscribe=One-Click, unsubscribes the address", async () => {
    const shop = await shopWithSmtp()
    const email = `one-click-${Date.now()}@example.com`
    const mail = await subscribeAndConfirm(shop, email)

    expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
    const url = /^<(https?:\/\/[^>]+)>$/.exec(header(mail, 'List-Unsubscribe') ?? '')?.[1]
    expect(url).toMatch(new RegExp(`^${shop.url}/unsubscribe/[A-Za-z0-9_-]{43}$`))
    // A per-address token, not the address.
    expect(url).not.toContain('one-click')

    // Still subscribed: a second sign-up mails nothing, so a marker mail arrives first.
    const count = mailsTo(email).length
    await gql(shop, 'mutation ($e: String!) { subscribeToNewsletter(email: $e) }', { e: email })
    await subscribe(shop, `marker-${Date.now()}@example.com`)
    expect(mailsTo(email).length).toBe(count)

    const res = await fetch(url!, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(res.status).toBe(200)
    await expectOffTheList(shop, email)
  })

  it('the visible link opens a page whose button unsubscribes, without signing in', async () => {
    const shop = await shopWithSmtp()
    const email = `visible-link-${Date.now()}@example.com`
    const mail = await subscribeAndConfirm(shop, email)
    const link = linkIn(mail, `${shop.url}/unsubscribe/`)
    expect(mail.html).toContain(`href="${link}"`)
    expect(link).toBe(/^<([^>]+)>$/.exec(header(mail, 'List-Unsubscribe') ?? '')?.[1])

    // Opening the link changes nothing (mail scanners open links); the page's form posts to it.
    const page = await fetch(link)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain(`action="${new URL(link).pathname}"`)
    expect(html).toContain('Unsubscribe')
    const pressed = await fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    })
    expect(pressed.status).toBe(303)
    expect(pressed.headers.get('location')).toBe('/unsubscribed')
    await expectOffTheList(shop, email)
  })
})

interface SoldOut {
  productId: string
  slug: string
  key: string
  priceId: string
}

/** Two sold-out variants from the seed (about one in eight is), read through the lake's public query API. */
async function soldOutVariants(shop: ShopProcess): Promise<SoldOut[]> {
  const query = `*[_type == "product" && count(variants[stock == 0]) > 0] | order(_id asc){_id, "slug": slug.current, "v": variants[stock == 0]{_key, price_id}}`
  const url = `${shop.url}/content/v2022-03-07/data/query/production?query=${encodeURIComponent(query)}`
  const { result } = (await (await fetch(url)).json()) as {
    result: Array<{ _id: string; slug: string; v: Array<{ _key: string; price_id: string }> }>
  }
  return result
    .flatMap((p) => p.v.map((v) => ({ productId: p._id, slug: p.slug, key: v._key, priceId: v.price_id })))
    .slice(0, 2)
}

function restock(shop: ShopProcess, variants: SoldOut[], units: number) {
  const token = readFileSync(path.join(shop.dataDir, 'secrets', 'content-lake-token'), 'utf8').trim()
  const mutations = variants.map((v) => ({
    patch: { id: v.productId, set: { [`variants[_key=="${v.key}"].stock`]: units } },
  }))
  return fetch(`${shop.url}/content/v2022-03-07/data/mutate/production`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ mutations }),
  })
}

async function askForAlert(shop: ShopProcess, email: string, variant: SoldOut) {
  const before = mailsTo(email).length
  await gql(shop, 'mutation ($i: StockAlertInput!) { requestStockAlert(input: $i) { message } }', {
    i: { email, productSlug: variant.slug, priceId: variant.priceId },
  })
  const mail = await smtp.waitFor((m) => m.to.includes(email) && mailsTo(email).indexOf(m) >= before)
  expect(mail.subject).toMatch(/Confirm your back-in-stock alert/)
  expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
  const token = decodeURIComponent(linkIn(mail, `${shop.url}/alerts/confirm/`).split('/').pop()!)
  await gql(shop, 'mutation ($t: String!) { confirmStockAlert(token: $t) { message } }', { t: token })
}

describe('back-in-stock alerts (docs/product.md §16.5)', () => {
  it('a restock published through the content lake sends exactly one alert mail, not two after a second publish', async () => {
    const shop = await shopWithSmtp()
    const [first, second] = await soldOutVariants(shop)
    expect(second, 'the seed has two sold-out variants').toBeDefined()
    const email = `alert-${Date.now()}@example.com`
    const marker = `alert-marker-${Date.now()}@example.com`
    await askForAlert(shop, email, first!)
    await askForAlert(shop, marker, second!)

    expect((await restock(shop, [first!], 4)).status).toBe(200)
    const alert = await smtp.waitFor((m) => m.to.includes(email) && /is back/.test(m.subject))
    expect(alert.text).toContain(`${shop.url}/product/${first!.slug}?`)
    expect(header(alert, 'List-Unsubscribe')).toMatch(/\/unsubscribe\//)

    // A second publish restocks both: the marker's alert arrives, and the first address gets no second mail.
    expect((await restock(shop, [first!, second!], 7)).status).toBe(200)
    await smtp.waitFor((m) => m.to.includes(marker) && /is back/.test(m.subject))
    expect(mailsTo(email, /is back/)).toHaveLength(1)
  })
})
