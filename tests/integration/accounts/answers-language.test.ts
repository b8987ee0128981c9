/**
 * The server answers in the language of the page that called (docs/product.md §19): the browser sends the page's
 * language as Accept-Language on every GraphQL call (lib/i18n/requestLanguage.ts), and refusals, success messages,
 * an order's timeline and the variants of a shopper's alerts come back in it; without the header, in English, exactly
 * as before.
 */
import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { eq } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { MyOrdersDocument as MY_ORDERS, OrderLookupDocument as ORDER_LOOKUP } from '@/lib/api/operations.generated'
import type { Locale } from '@/lib/i18n/locale'
import { createAlertDispatcher, createAlertsService } from '@/server/alerts/index'
import { mailOutbox, orders, stockAlerts, users } from '@/server/db/schema/index'
import { unsubscribeRoutes } from '@/server/newsletter/routes'
import { unsubscribeLinks } from '@/server/newsletter/unsubscribe'
import { recordEvent } from '@/server/orders/timeline'
import { orderNumber } from '@/server/orders/store'
import { testLogger } from '@/tests/helpers/db'
import {
  accountsAppPerBackend,
  JWT_SECRET,
  LOGIN,
  PUBLIC_URL,
  REGISTER,
  RELAXED_LIMITS,
  SUBSCRIBE,
  VERIFY,
} from './harness'

const ARABIC = { 'accept-language': 'ar' }
const ENGLISH_PAGE = { 'accept-language': 'en-AU' }

const app = accountsAppPerBackend(
  { name: 'pglite' },
  {
    smtp: false,
    // Two logins per IP and minute: the third attempt is refused.
    limits: {
      ...RELAXED_LIMITS,
      login: { perIp: { points: 2, durationSec: 60 }, perEmail: RELAXED_LIMITS.login.perEmail },
    },
  },
)

const wrongPassword = { loginInput: { email: 'nobody@example.com', password: 'not-the-password' } }

describe('GraphQL answers in the page language', () => {
  it('refuses a wrong password in Arabic for an Arabic page, in English otherwise', async () => {
    const arabic = await app.gql(LOGIN, wrongPassword, ARABIC)
    expect(arabic.body.errors?.[0]).toMatchObject({
      message: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
      extensions: { code: 'UNAUTHENTICATED' },
    })
    const english = await app.gql(LOGIN, wrongPassword)
    expect(english.body.errors?.[0]).toMatchObject({
      message: 'Invalid email or password',
      extensions: { code: 'UNAUTHENTICATED' },
    })

    // The login limiter (2 per IP) is spent: the next refusals are the rate limit's, in each language.
    const limited = await app.gql(LOGIN, wrongPassword, ARABIC)
    expect(limited.body.errors?.[0]).toMatchObject({
      message: 'محاولات كثيرة جدًا. يُرجى المحاولة لاحقًا.',
      extensions: { code: 'RATE_LIMITED' },
    })
    const limitedEnglish = await app.gql(LOGIN, wrongPassword)
    expect(limitedEnglish.body.errors?.[0]).toMatchObject({
      message: 'Too many attempts. Please try again later.',
      extensions: { code: 'RATE_LIMITED' },
    })
  })

  it('answers a registration in the page language', async () => {
    const input = (email: string) => ({
      registerInput: {
        fullName: 'Amina Rahman',
        email,
        password: 'correct-horse-1!',
        confirmPassword: 'correct-horse-1!',
      },
    })
    const arabic = await app.gql<{ register: { message: string } }>(REGISTER, input('amina@example.com'), ARABIC)
    expect(arabic.body.data?.register.message).toBe('تم التسجيل بنجاح. تحقّق من بريدك الإلكتروني لتأكيد حسابك.')
    const english = await app.gql<{ register: { message: string } }>(REGISTER, input('layla@example.com'), ENGLISH_PAGE)
    expect(english.body.data?.register.message).toBe(
      'Registration successful. Please check your email to verify your account.',
    )
  })

  it('names the field of a bad input in the page language, and a broken link too', async () => {
    const input = {
      registerInput: {
        fullName: 'Amina Rahman',
        email: 'amina@example.com',
        password: 'short',
        confirmPassword: 'short',
      },
    }
    const arabic = await app.gql(REGISTER, input, ARABIC)
    expect(arabic.body.errors?.[0]).toMatchObject({
      message: 'يجب أن تتكوّن كلمة المرور من 8 أحرف على الأقل، وأن تتضمّن حرفًا ورقمًا ورمزًا خاصًا',
      extensions: { code: 'BAD_USER_INPUT', field: 'password' },
    })
    const english = await app.gql(REGISTER, input)
    expect(english.body.errors?.[0]).toMatchObject({
      message: 'Password must be at least 8 characters long, include one letter, one number, and one special character',
      extensions: { code: 'BAD_USER_INPUT', field: 'password' },
    })

    const mangled = { verificationToken: 'x'.repeat(201) }
    expect((await app.gql(VERIFY, mangled, ARABIC)).body.errors?.[0]?.message).toBe('الرابط غير صالح أو انتهت صلاحيته')
    expect((await app.gql(VERIFY, mangled)).body.errors?.[0]?.message).toBe('Invalid or expired token')
  })

  it("says an order's progress and the missing session in the page language", async () => {
    const none = await app.gql(MY_ORDERS, {}, ARABIC)
    expect(none.body.errors?.[0]).toMatchObject({
      message: 'يُرجى تسجيل الدخول لعرض طلباتك.',
      extensions: { code: 'UNAUTHENTICATED' },
    })

    const [order] = await app.db.db
      .insert(orders)
      .values({
        sessionId: `cs_test_local_${randomUUID().replace(/-/g, '')}`,
        provider: 'local',
        fulfilmentStatus: 'shipped',
        email: 'amina@example.com',
        lines: [
          {
            priceId: 'price_abaya_56_black',
            productId: 'product-abaya',
            name: 'Classic Nidha Abaya',
            slug: 'classic-nidha-abaya',
            quantity: 1,
            unitAmount: 13900,
          },
        ],
        shippingAmount: 995,
        amountTotal: 14895,
        currency: 'AUD',
      })
      .returning()
    await recordEvent(app.db.db, { orderId: order!.id, type: 'placed', actor: 'stripe' })
    await recordEvent(app.db.db, {
      orderId: order!.id,
      type: 'shipped',
      actor: 'staff',
      detail: { carrier: 'Australia Post', trackingNumber: 'AP123456' },
    })
    type Lookup = { orderLookup: { timeline: Array<{ message: string }> } | null }
    const lookup = { number: orderNumber(order!), email: 'amina@example.com' }
    const timeline = async (headers?: Record<string, string>) =>
      (await app.gql<Lookup>(ORDER_LOOKUP, lookup, headers)).body.data?.orderLookup?.timeline.map((e) => e.message)

    expect(await timeline(ARABIC)).toEqual([
      'تم تقديم الطلب ودفع ثمنه.',
      'تم الشحن مع Australia Post، ورقم التتبع AP123456.',
    ])
    expect(await timeline()).toEqual([
      'Order placed and paid.',
      'Shipped with Australia Post, tracking number AP123456.',
    ])
  })
})

describe("an order's product names", () => {
  it('are the Arabic ones on an Arabic page for an order placed in Arabic, the English ones otherwise', async () => {
    const line = { productId: 'product', slug: null, quantity: 1, unitAmount: 13900 }
    const [order] = await app.db.db
      .insert(orders)
      .values({
        sessionId: `cs_test_local_${randomUUID().replace(/-/g, '')}`,
        provider: 'local',
        paymentStatus: 'paid',
        email: 'amina@example.com',
        locale: 'ar',
        lines: [
          { ...line, priceId: 'price_abaya_56_black', name: 'Classic Nidha Abaya', localName: 'عباية ندى كلاسيكية' },
          // A product without an Arabic title (or a line kept before orders had local names).
          { ...line, priceId: 'price_hijab', name: 'Rose Chiffon Hijab' },
        ],
        amountTotal: 27800,
        currency: 'AUD',
      })
      .returning()
    type Lookup = { orderLookup: { lines: Array<{ name: string }> } | null }
    const lookup = { number: orderNumber(order!), email: 'amina@example.com' }
    const names = async (headers?: Record<string, string>) =>
      (await app.gql<Lookup>(ORDER_LOOKUP, lookup, headers)).body.data?.orderLookup?.lines.map((l) => l.name)
    expect(await names(ARABIC)).toEqual(['عباية ندى كلاسيكية', 'Rose Chiffon Hijab'])
    expect(await names(ENGLISH_PAGE)).toEqual(['Classic Nidha Abaya', 'Rose Chiffon Hijab'])
    expect(await names()).toEqual(['Classic Nidha Abaya', 'Rose Chiffon Hijab'])
  })
})

describe('back-in-stock alerts', () => {
  it("name the variant in the page language on the shopper's list", async () => {
    const [user] = await app.db.db
      .insert(users)
      .values({ fullName: 'Amina Rahman', email: 'amina@example.com', passwordHash: 'x', emailVerifiedAt: new Date() })
      .returning()
    await app.db.db.insert(stockAlerts).values({
      email: user!.email,
      unsubscribeKey: 'key',
      userId: user!.id,
      productId: 'product-abaya',
      productSlug: 'classic-nidha-abaya',
      productTitle: 'Classic Nidha Abaya',
      priceId: 'price_abaya_56_black',
      size: '56',
      colour: 'Black',
      confirmedAt: new Date(),
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    const alerts = createAlertsService(
      {
        db: app.db.db,
        mailer: app.mailer,
        publicUrl: PUBLIC_URL,
        logger: testLogger,
        unsubscribe: unsubscribeLinks(JWT_SECRET, PUBLIC_URL),
        productBySlug: async () => null,
        unitsLeft: async () => ({}),
      },
      { confirmed: () => {} },
    )
    expect((await alerts.listFor(user!, 'ar')).map((a) => a.variant)).toEqual(['المقاس 56 · أسود'])
    expect((await alerts.listFor(user!)).map((a) => a.variant)).toEqual(['Size 56 · Black'])
  })
})

describe('mails of an Arabic page', () => {
  /** Every link of a mail: an Arabic mail links to no English page of the shop. */
  const englishLinks = (text: string) =>
    [...text.matchAll(/https?:\/\/\S+/g)].map(([url]) => url).filter((url) => !url.startsWith(`${PUBLIC_URL}/ar/`))

  it('confirm a newsletter subscription with the Arabic unsubscribe page', async () => {
    expect((await app.gql(SUBSCRIBE, { email: 'reader@example.com' }, ARABIC)).body.data).toEqual({
      subscribeToNewsletter: true,
    })
    const mail = await vi.waitFor(async () => {
      const [row] = await app.db.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'newsletterConfirmation'))
      if (!row) throw new Error('not yet')
      return row
    })
    expect(mail.text).toMatch(new RegExp(`${PUBLIC_URL}/ar/unsubscribe/[A-Za-z0-9_-]{43}$`))
    expect(mail.html).toContain(`<a href="${PUBLIC_URL}/ar/unsubscribe/`)
    expect(mail.headers!['List-Unsubscribe']).toMatch(new RegExp(`^<${PUBLIC_URL}/ar/unsubscribe/[A-Za-z0-9_-]{43}>$`))
    expect(englishLinks(mail.text)).toEqual([])
  })

  it('about a back-in-stock alert name the product by its Arabic title and link the Arabic pages', async () => {
    const product = (locale?: Locale) => ({
      _id: 'product-abaya',
      title: locale === 'ar' ? 'عباية ندى كلاسيكية' : 'Classic Nidha Abaya',
      slug: 'classic-nidha-abaya',
      variants: [{ _key: 'v', size: '56', colour: 'Black', price_id: 'price_abaya_56_black', price: null, stock: 0 }],
    })
    let left = 0
    const deps = {
      db: app.db.db,
      mailer: app.mailer,
      publicUrl: PUBLIC_URL,
      logger: testLogger,
      unsubscribe: unsubscribeLinks(JWT_SECRET, PUBLIC_URL),
      productBySlug: async (_slug: string, locale?: Locale) => product(locale) as never,
      unitsLeft: async (ids: string[]) => Object.fromEntries(ids.map((id) => [id, left])),
    }
    const alerts = createAlertsService(deps, { confirmed: () => {} })
    const request = { email: 'amina@example.com', productSlug: 'classic-nidha-abaya', priceId: 'price_abaya_56_black' }
    await alerts.request(undefined, request, 'ar')
    await alerts.settled()
    const mailOf = async (kind: string) =>
      (await app.db.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind)))[0]!
    const confirmation = await mailOf('stockAlertConfirmation')
    // The product's name is isolated (FSI … PDI), so a Latin or mixed name keeps its own direction (issue 36).
    expect(confirmation.text).toContain('حين يعود \u2068عباية ندى كلاسيكية\u2069 (المقاس 56 · أسود) إلى المخزون')
    expect(confirmation.text).toContain(`${PUBLIC_URL}/ar/alerts/confirm/`)
    expect(confirmation.headers!['List-Unsubscribe']).toMatch(new RegExp(`^<${PUBLIC_URL}/ar/unsubscribe/`))
    expect(englishLinks(confirmation.text)).toEqual([])

    await app.db.db.update(stockAlerts).set({ confirmedAt: new Date() })
    left = 2
    expect(await createAlertDispatcher(deps).check()).toBe(1)
    const back = await mailOf('backInStock')
    expect(back.subject).toBe('عاد \u2068عباية ندى كلاسيكية\u2069 (المقاس 56 · أسود) إلى Noor & Thread')
    expect(back.text).toContain(`${PUBLIC_URL}/ar/product/classic-nidha-abaya?size=56&colour=Black`)
    expect(back.headers!['List-Unsubscribe']).toMatch(new RegExp(`^<${PUBLIC_URL}/ar/unsubscribe/`))
    expect(englishLinks(back.text)).toEqual([])
    expect(back.text).not.toContain('Classic Nidha Abaya')
  })
})

describe('the unsubscribe button of an Arabic page', () => {
  it('lands on the Arabic confirmation page; the English one on the English page', async () => {
    const shop = express().use(unsubscribeRoutes({ db: app.db.db, logger: testLogger }))
    const server = shop.listen(0, '127.0.0.1')
    await new Promise<void>((resolve) => server.once('listening', () => resolve()))
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      const token = 'A'.repeat(43)
      const press = (path: string) =>
        fetch(`${url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: '',
          redirect: 'manual',
        })
      const arabic = await press(`/ar/unsubscribe/${token}`)
      expect(arabic.status).toBe(303)
      expect(arabic.headers.get('location')).toBe('/ar/unsubscribed')
      const english = await press(`/unsubscribe/${token}`)
      expect(english.status).toBe(303)
      expect(english.headers.get('location')).toBe('/unsubscribed')
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()))
    }
  })
})
