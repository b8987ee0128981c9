/**
 * The test payment page's summary follows the shop's configuration (docs/product.md §10.8–9): the GST included and
 * "Prices include GST." only while the seller is registered (GST_REGISTERED), and the instalments note when
 * PAYMENT_METHODS enables a pay-later method that takes the amount, in the page's language.
 */
import { describe, expect, it } from 'vitest'
import type { CheckoutSessionRow } from '@/server/db/schema/orders'
import { renderPayPage } from '@/server/payments/pay-page'

const session = {
  id: 'cs_test_local_abc',
  idempotencyKey: 'k',
  lines: [
    { priceId: 'price_1', productId: 'p1', name: 'Rose Chiffon Hijab', slug: 'rose', quantity: 2, unitAmount: 2495 },
  ],
  shippingAmount: 995,
  discountCode: null,
  promotionId: null,
  discountAmount: 0,
  amountTotal: 5985,
  currency: 'aud',
  status: 'open',
  paymentStatus: 'unpaid',
  successUrl: 'http://shop.test/stripe/success?session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'http://shop.test/cart',
  customerEmail: null,
  billingAddress: null,
  shippingAddress: null,
  userId: null,
  locale: 'en',
  createdAt: new Date(),
  expiresAt: new Date(),
  completedAt: null,
} as unknown as CheckoutSessionRow

describe('the test payment page', () => {
  it('says the GST included, without instalments when no pay-later method is on', () => {
    const html = renderPayPage({ session, nonce: undefined })
    expect(html).toContain('<p data-testid="pay-gst">GST included $5.44</p>')
    expect(html).toContain('Prices include GST.')
    expect(html).not.toContain('pay-instalments')
  })

  it('names the instalments when PAYMENT_METHODS enables Afterpay or Zip, in the page’s language', () => {
    const terms = { gstRegistered: true, paymentMethods: ['card', 'afterpay_clearpay', 'zip'] as const }
    const html = renderPayPage({ session, nonce: undefined, terms })
    expect(html).toContain(
      '<p data-testid="pay-instalments">or 4 interest-free payments of $14.97 with Afterpay or Zip</p>',
    )
    const arabic = renderPayPage({ session: { ...session, locale: 'ar' }, nonce: undefined, terms })
    expect(arabic).toMatch(/<p data-testid="pay-instalments">[^<]*Afterpay[^<]*<\/p>/)
    expect(arabic).not.toContain('or 4 interest-free')
  })

  it('names no GST when the seller is not registered (GST_REGISTERED=false)', () => {
    const html = renderPayPage({ session, nonce: undefined, terms: { gstRegistered: false } })
    expect(html).not.toContain('pay-gst')
    expect(html).not.toContain('GST')
  })
})
