/** /api/checkout and the built-in test payment page (/pay/:sessionId) over real HTTP, with PGlite and the outbox. */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { CHECKOUT_SESSION_TTL_MS } from '@/lib/constants'
import type { Locale } from '@/lib/i18n/locale'
import { checkoutSessions, mailOutbox, orders } from '@/server/db/schema/index'
import { orderNumber } from '@/server/orders/store'
import { hijabOrderLine, postJson, startPaymentsApp, type PaymentsApp } from './harness'
import { validPayValues } from '@/harness/pay-form'

let offsetMs = 0
const now = () => new Date(Date.now() + offsetMs)
let app: PaymentsApp

beforeAll(async () => {
  app = await startPaymentsApp({ now })
})
afterAll(() => app?.close())
beforeEach(async () => {
  offsetMs = 0
  await app.reset()
})

let keyCounter = 0
const freshKey = () => `test-attempt-key-${Date.now()}-${keyCounter++}`

async function newSession(
  lines = [
    { price_id: 'price_hijab', quantity: 2 },
    { price_id: 'price_abaya', quantity: 1 },
  ],
  headers: Record<string, string> = {},
) {
  const res = await postJson(`${app.url}/api/checkout`, { lines, idempotency_key: freshKey() }, headers)
  expect(res.status).toBe(200)
  const url = res.body!.url!
  return { url, id: url.split('/pay/')[1]! }
}

const goodForm: Record<string, string> = { ...validPayValues }

function submit(id: string, form: Record<string, string>) {
  return fetch(`${app.url}/pay/${id}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  })
}

describe('POST /api/checkout (built-in test payment page)', () => {
  it('answers {url} of a test payment page priced from the content only', async () => {
    const res = await postJson(`${app.url}/api/checkout`, {
      // A tampered price is not part of the schema and is ignored; duplicates are merged.
      lines: [
        { price_id: 'price_hijab', quantity: 1, price: 1 },
        { price_id: 'price_hijab', quantity: 1 },
      ],
      idempotency_key: freshKey(),
    })
    expect(res.status).toBe(200)
    expect(res.body!.url).toMatch(new RegExp(`^${app.url}/pay/cs_test_local_[A-Za-z0-9_]+$`))
    const id = res.body!.url!.split('/pay/')[1]!
    const [row] = await app.db.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id))
    // Below the free-shipping threshold: the flat rate is charged on top (docs/product.md §10.2).
    expect(row).toMatchObject({
      shippingAmount: 995,
      amountTotal: 4990 + 995,
      currency: 'AUD',
      status: 'open',
      cancelUrl: `${app.url}/stripe/error`,
    })
    expect(row!.lines).toEqual([hijabOrderLine(2)])
    expect(row!.successUrl).toBe(`${app.url}/stripe/success?session_id={CHECKOUT_SESSION_ID}`)
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(CHECKOUT_SESSION_TTL_MS)
  })

  it('the same attempt key and lines give the same session (double submit)', async () => {
    const body = { lines: [{ price_id: 'price_hijab', quantity: 1 }], idempotency_key: freshKey() }
    const [a, b] = await Promise.all([
      postJson(`${app.url}/api/checkout`, body),
      postJson(`${app.url}/api/checkout`, body),
    ])
    expect(a.body!.url).toBe(b.body!.url)
    const other = await postJson(`${app.url}/api/checkout`, {
      ...body,
      lines: [{ price_id: 'price_hijab', quantity: 2 }],
    })
    expect(other.body!.url).not.toBe(a.body!.url)
  })

  it.each([
    [{ lines: [{ price_id: 'price_nope', quantity: 1 }] }, 'Unknown product: price_nope'],
    [{ lines: [] }, 'Invalid checkout request: lines: Your cart is empty'],
    [
      { lines: [{ price_id: 'price_hijab', quantity: 0 }] },
      'Invalid checkout request: lines.0.quantity: Quantity must be at least 1',
    ],
    [{}, 'Invalid checkout request: lines:'],
    ['{not json', 'Invalid checkout request: the body must be JSON'],
  ])('refuses %j with 400 and a clear message', async (body, message) => {
    const res = await postJson(`${app.url}/api/checkout`, body)
    expect(res.status).toBe(400)
    expect(res.body!.error!.message).toContain(message)
  })

  it('refuses a body over 32 kB', async () => {
    const res = await postJson(`${app.url}/api/checkout`, { lines: [{ price_id: 'x'.repeat(40_000), quantity: 1 }] })
    expect(res.status).toBe(413)
  })
})

describe('/pay/:sessionId', () => {
  it('renders the order summary in AUD, escaped, with no script and a nonce on its style', async () => {
    const { url } = await newSession()
    const res = await fetch(url)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const html = await res.text()
    expect(html).toContain('Rose Chiffon Hijab')
    expect(html).not.toContain('حجاب')
    expect(html).toContain('Nidha &lt;Abaya&gt; &amp; &quot;Co&quot;')
    expect(html).not.toContain('<Abaya>')
    expect(html).toContain('<html lang="en-AU" dir="ltr">')
    expect(html).toContain('Amounts in AUD')
    expect(html).toMatch(/data-testid="pay-shipping">Free</)
    expect(html).toMatch(/data-testid="pay-total">\$178\.90</)
    expect(html).not.toMatch(/<script/i)
    const nonce = /<style nonce="([^"]+)">/.exec(html)?.[1]
    expect(nonce).toBeTruthy()
    expect(res.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`)
    const card = ['email', 'cardNumber', 'expiry', 'cvc', 'cardName']
    const billingAddress = ['line1', 'city', 'state', 'postalCode', 'country']
    for (const field of [...card, ...billingAddress]) {
      expect(html).toContain(`name="${field}"`)
    }
    expect(html).toContain(`href="${app.url}/stripe/error"`)
  })

  it('refuses empty fields with a message next to each, keeping nothing secret', async () => {
    const { id } = await newSession()
    const res = await submit(id, {})
    expect(res.status).toBe(422)
    const html = await res.text()
    for (const message of [
      'Enter your e-mail address.',
      'Enter your card number.',
      "Enter your card's expiry date.",
      "Enter your card's security code.",
      'Enter the name on your card.',
      'Enter your address.',
      'Enter your city or suburb.',
      'Enter your state.',
      'Enter your postcode.',
    ]) {
      expect(html).toContain(message.replace(/'/g, '&#39;'))
    }
  })

  it('refuses a Luhn failure and a past expiry, keeping the other values but not the card number or CVC', async () => {
    const { id } = await newSession()
    const res = await submit(id, { ...goodForm, cardNumber: '4242 4242 4242 4241', expiry: '01/20' })
    expect(res.status).toBe(422)
    const html = await res.text()
    expect(html).toContain('Your card number is invalid.')
    expect(html).toContain('Your card&#39;s expiry year is in the past.')
    expect(html).toContain('value="amina@example.com"')
    expect(html).toContain('value="1 Collins St"')
    expect(html).not.toContain('4242 4242 4242 4241')
    expect(html).not.toContain('value="123"')
    const [order] = await app.db.db.select().from(orders)
    expect(order).toBeUndefined()
  })

  it('declines 4000 0000 0000 0002 with a clear message and no order', async () => {
    const { id } = await newSession()
    const res = await submit(id, { ...goodForm, cardNumber: '4000 0000 0000 0002' })
    expect(res.status).toBe(402)
    expect(await res.text()).toContain('Your card was declined.')
    expect(await app.db.db.select().from(orders)).toEqual([])
    expect(await app.payments.sessionStatus(id)).toBe('unpaid')
  })

  it('4242 pays: 303 to the success URL, one test order (never paid: no money moved), one confirmation mail; the page then says it is paid', async () => {
    const { id, url } = await newSession()
    const res = await submit(id, goodForm)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`${app.url}/stripe/success?session_id=${id}`)
    expect(await app.payments.sessionStatus(id)).toBe('paid')

    const [order, ...more] = await app.db.db.select().from(orders)
    expect(more).toEqual([])
    expect(order).toMatchObject({
      sessionId: id,
      provider: 'local',
      status: 'test',
      email: 'amina@example.com',
      customerName: 'Amina Rahman',
      amountTotal: 17890,
      currency: 'AUD',
    })
    expect(order!.billingAddress).toMatchObject({
      line1: '1 Collins St',
      city: 'Melbourne',
      state: 'VIC',
      postalCode: '3000',
      country: 'AU',
    })
    expect(order!.confirmationSentAt).toBeInstanceOf(Date)
    const mails = await app.db.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'amina@example.com'))
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ kind: 'orderConfirmation' })
    expect(mails[0]!.text).toContain('2 × Rose Chiffon Hijab — $49.90')
    expect(mails[0]!.text).not.toContain('حجاب')
    expect(mails[0]!.text).toContain('Total: $178.90')

    // Paying again (back button, resubmit) charges nothing more.
    const again = await submit(id, goodForm)
    expect(again.status).toBe(409)
    expect((await fetch(url)).status).toBe(409)
    expect(await app.db.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'orderConfirmation'))).toHaveLength(1)
  })

  it('says so for an unknown session (404) and an expired one (410)', async () => {
    const unknown = await fetch(`${app.url}/pay/cs_test_local_doesnotexist`)
    expect(unknown.status).toBe(404)
    const unknownHtml = await unknown.text()
    expect(unknownHtml).toContain('Checkout session not found')
    expect(unknownHtml).toContain(`href="${app.url}/cart"`)
    expect((await fetch(`${app.url}/pay/<script>`)).status).toBe(404)

    const { id, url } = await newSession()
    offsetMs = CHECKOUT_SESSION_TTL_MS + 1000
    const expired = await fetch(url)
    expect(expired.status).toBe(410)
    expect(await expired.text()).toContain('This checkout session has expired')
    expect((await submit(id, goodForm)).status).toBe(410)
    expect(await app.db.db.select().from(orders)).toEqual([])
  })

  describe('in Arabic, for a checkout from an Arabic page (docs/product.md §19)', () => {
    const arabic = { 'Accept-Language': 'ar' }

    it('is right to left with Arabic labels, country names and "Free", and cancels to the Arabic cart', async () => {
      const { url } = await newSession(undefined, arabic)
      // The page's language is the checkout's, whatever the browser opening the link prefers.
      const res = await fetch(url, { headers: { 'Accept-Language': 'en-AU' } })
      expect(res.status).toBe(200)
      const html = await res.text()
      expect(html).toContain('<html lang="ar" dir="rtl">')
      expect(html).toContain('<title>الدفع إلى Noor &amp; Thread (وضع التجربة)</title>')
      for (const text of [
        'وضع التجربة',
        'الدفع بالبطاقة',
        'بيانات البطاقة',
        'رقم البطاقة',
        'عنوان الشحن',
        'الكمية 2 × \u2066$24.95\u2069',
      ])
        expect(html).toContain(text)
      // Products by the names the Arabic pages show; one without an Arabic title keeps its English (escaped).
      expect(html).toContain('<tr><td>حجاب شيفون وردي<br>')
      expect(html).toContain('<tr><td>Nidha &lt;Abaya&gt; &amp; &quot;Co&quot;<br>')
      expect(html).not.toContain('Rose Chiffon Hijab')
      expect(html).toContain('<option value="AU" selected>أستراليا</option>')
      expect(html).toContain('<option value="SA">المملكة العربية السعودية</option>')
      expect(html).toMatch(/data-testid="pay-shipping">مجاني</)
      expect(html).toMatch(/data-testid="pay-total">\$178\.90</)
      expect(html).toContain('>ادفع \u2066$178.90\u2069</button>')
      expect(html).toContain(`<a class="cancel" href="${app.url}/ar/stripe/error">الإلغاء والعودة إلى المتجر</a>`)
      // No physical sides in the style: amounts sit at the end of the line in both directions.
      expect(html).not.toMatch(/text-align:(left|right)/)
      expect(html).not.toContain('Pay with card')
    })

    it('refuses a bad card in Arabic, then pays a test card and returns to the Arabic confirmation', async () => {
      const { id, url } = await newSession(undefined, arabic)
      const refused = await submit(id, { ...goodForm, cardNumber: '4242 4242 4242 4241' })
      expect(refused.status).toBe(422)
      const refusedHtml = await refused.text()
      expect(refusedHtml).toContain('<html lang="ar" dir="rtl">')
      expect(refusedHtml).toContain('<div class="alert" role="alert">يُرجى مراجعة الحقول المحدَّدة.</div>')
      expect(refusedHtml).toContain('<p class="error" id="f-cardNumber-error">رقم بطاقتك غير صالح.</p>')
      expect(await app.db.db.select().from(orders)).toEqual([])

      const paid = await submit(id, goodForm)
      expect(paid.status).toBe(303)
      expect(paid.headers.get('location')).toBe(`${app.url}/ar/stripe/success?session_id=${id}`)
      const [order] = await app.db.db.select().from(orders)
      expect(order).toMatchObject({ sessionId: id, status: 'test', locale: 'ar' })
      // The order keeps the English names for staff and the Arabic one the shopper read (docs/product.md §19.8).
      expect(order!.lines.map(({ name, localName }) => ({ name, localName }))).toEqual([
        { name: 'Rose Chiffon Hijab', localName: 'حجاب شيفون وردي' },
        { name: 'Nidha <Abaya> & "Co"', localName: undefined },
      ])
      const [mail, ...more] = await app.db.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'amina@example.com'))
      expect(more).toEqual([])
      expect(mail!.kind).toBe('orderConfirmation')
      // The amount is isolated left to right after the Arabic name (lib/i18n/bidi.ts).
      expect(mail!.text).toContain('2 × حجاب شيفون وردي — \u2066$49.90\u2069')
      expect(mail!.text).toContain('1 × Nidha <Abaya> & "Co" — \u2066$129.00\u2069')
      expect(mail!.html).toContain('<html lang="ar" dir="rtl">')
      expect(mail!.html).toContain('>2 × حجاب شيفون وردي — \u2066$49.90\u2069</p>')
      expect(mail!.text).not.toContain('Rose Chiffon Hijab')
      expect(mail!.text).not.toMatch(new RegExp(`${app.url}/(?!ar/)`))

      // The shopper's order page names the lines in Arabic on an Arabic page, in English on an English one.
      const lookUp = async (locale: Locale) =>
        (await app.orders.lookup(orderNumber(order!), 'amina@example.com', locale))?.lines.map((l) => l.name)
      expect(await lookUp('ar')).toEqual(['حجاب شيفون وردي', 'Nidha <Abaya> & "Co"'])
      expect(await lookUp('en')).toEqual(['Rose Chiffon Hijab', 'Nidha <Abaya> & "Co"'])

      const again = await fetch(url)
      expect(again.status).toBe(409)
      const againHtml = await again.text()
      expect(againHtml).toContain('<html lang="ar" dir="rtl">')
      expect(againHtml).toContain('هذا الطلب مدفوع بالفعل')
      expect(againHtml).toContain(`href="${app.url}/ar/stripe/success?session_id=${id}">عرض تأكيد طلبك</a>`)
    })

    it("says an Arabic link has expired in Arabic, and an unknown one in the browser's language", async () => {
      const { url } = await newSession(undefined, arabic)
      offsetMs = CHECKOUT_SESSION_TTL_MS + 1000
      const expired = await fetch(url)
      expect(expired.status).toBe(410)
      const expiredHtml = await expired.text()
      expect(expiredHtml).toContain('<html lang="ar" dir="rtl">')
      expect(expiredHtml).toContain('<h1>انتهت صلاحية جلسة الدفع هذه</h1>')
      expect(expiredHtml).toContain(`href="${app.url}/ar/cart">العودة إلى السلة</a>`)

      const unknown = await fetch(`${app.url}/pay/cs_test_local_doesnotexist`, {
        headers: { 'Accept-Language': 'ar-SA,ar;q=0.9,en;q=0.5' },
      })
      expect(unknown.status).toBe(404)
      const unknownHtml = await unknown.text()
      expect(unknownHtml).toContain('<html lang="ar" dir="rtl">')
      expect(unknownHtml).toContain('<h1>لم نعثر على جلسة الدفع</h1>')
      expect(unknownHtml).toContain(`href="${app.url}/ar/cart"`)
    })
  })

  it('reports unknown and malformed session ids as unknown to the success page', async () => {
    expect(await app.payments.sessionStatus('cs_test_local_nothing_here')).toBe('unknown')
    expect(await app.payments.sessionStatus('../../etc')).toBe('unknown')
    expect(await app.payments.sessionStatus(undefined)).toBe('unknown')
  })
})

describe('fulfilment', () => {
  it('concurrent calls for one session make one order and one mail', async () => {
    const { id } = await newSession()
    const input = {
      provider: 'local' as const,
      sessionId: id,
      status: 'paid' as const,
      email: 'twice@example.com',
      customerName: 'Twice',
      billingAddress: null,
      lines: [hijabOrderLine(1)],
      amountTotal: 2495,
      currency: 'AUD',
    }
    const results = await Promise.all([
      app.payments.fulfil(input),
      app.payments.fulfil(input),
      app.payments.fulfil(input),
    ])
    expect(results.filter((r) => r.outcome === 'fulfilled' && r.mailSent)).toHaveLength(1)
    expect(await app.db.db.select().from(orders)).toHaveLength(1)
    expect(await app.db.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'twice@example.com'))).toHaveLength(1)
  })
})

describe('rate limit', () => {
  it('answers 429 after 20 checkout attempts a minute from one IP', async () => {
    // A client of its own (the app trusts the loopback proxy), so the attempts of the tests above do not count.
    const client = { 'X-Forwarded-For': '203.0.113.20' }
    const statuses: number[] = []
    for (let i = 0; i < 22; i++)
      statuses.push((await postJson(`${app.url}/api/checkout`, { lines: [] }, client)).status)
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0)
    expect(statuses.indexOf(429)).toBeGreaterThanOrEqual(1)
  })
})
