/**
 * Stripe Checkout. Our price_ids are content ids (the seed's look like Stripe's but exist in no account), so every
 * line is sent as `price_data` with the content price; the content price_id travels in the product metadata so
 * an order can be traced back to the catalogue.
 */
import Stripe from 'stripe'
import { nameWithVariant } from '@/lib/catalogue/variantName'
import { CURRENCY } from '@/lib/constants'
import type { PaymentMethodType } from '@/lib/instalments'
import type { BillingAddress, OrderLine, ShippingAddress } from '../db/schema/orders'
import { SHIPPING_COUNTRIES } from '../orders/address'
import { shopperLineName } from '../orders/line-name'
import { unitPrices } from '../promotions/pricing'
import type { FulfilmentInput } from './fulfil'
import type { CreateSessionInput, PaymentProvider, SessionStatus } from './provider'
import { DEFAULT_LOCALE, isLocale } from '@/lib/i18n/locale'

export function createStripeClient(secretKey: string, apiUrl?: string): Stripe {
  // STRIPE_API_URL: another Stripe-compatible API (stripe-mock, or a loopback fake in tests).
  const api = apiUrl ? new URL(apiUrl) : undefined
  const endpoint = api
    ? {
        host: api.hostname,
        port: Number(api.port) || (api.protocol === 'http:' ? 80 : 443),
        protocol: api.protocol.replace(':', '') as 'http' | 'https',
      }
    : {}
  // The API version is the one this SDK major pins; pinning the package major pins the wire format.
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'noor-and-thread-storefront' },
    ...endpoint,
  })
}

/** The metadata key of the language the shopper checked out in. */
const LOCALE_METADATA_KEY = 'locale'

/** The product metadata key of a line's name in that language (`OrderLine.localName`), beside its English `title`. */
const LOCAL_TITLE_METADATA_KEY = 'local_title'

/** The product metadata key of a discounted line's undiscounted unit price, in cents (docs/product.md §20). */
const FULL_UNIT_AMOUNT_METADATA_KEY = 'full_unit_amount'

/** The session metadata keys of the discount code, its promotion and the cents it took off. */
const DISCOUNT_CODE_METADATA_KEY = 'discount_code'
const PROMOTION_METADATA_KEY = 'promotion_id'
const DISCOUNT_AMOUNT_METADATA_KEY = 'discount_amount'

/** The metadata key that marks a Checkout Session as created by this shop (its value: the shop's PUBLIC_URL). */
export const STOREFRONT_METADATA_KEY = 'storefront'

/**
 * Whether a session was created by this deployment: a Stripe account may serve other integrations (or a staging
 * copy of this shop), and their sessions must not become orders here.
 */
export const isOwnSession = (session: Pick<Stripe.Checkout.Session, 'metadata'>, storefront: string) =>
  session.metadata?.[STOREFRONT_METADATA_KEY] === storefront

/**
 * A discounted line is sent at its discounted unit prices (split in two when the discount does not divide evenly among
 * its units), so the session's total is the server's and Stripe's refunds stay exact (docs/product.md §20); the full
 * price and the line's discount travel in the metadata.
 */
function sessionLineItems(
  lines: CreateSessionInput['lines'],
  locale: CreateSessionInput['locale'],
): Stripe.Checkout.SessionCreateParams.LineItem[] {
  return lines.flatMap((line) =>
    unitPrices(line).map((part) => ({
      price_data: {
        currency: CURRENCY.toLowerCase(),
        unit_amount: part.unitAmount,
        product_data: {
          // The size and colour are part of what Stripe's page and receipt show (docs/product.md §16), in
          // the shopper's language like the product's name (§19.8).
          name: nameWithVariant(shopperLineName(line, locale), line, locale),
          metadata: {
            price_id: line.priceId,
            product_id: line.productId,
            slug: line.slug ?? '',
            title: line.name,
            ...(line.localName ? { [LOCAL_TITLE_METADATA_KEY]: line.localName } : {}),
            ...(line.size ? { size: line.size } : {}),
            ...(line.colour ? { colour: line.colour } : {}),
            ...(line.discountAmount ? { [FULL_UNIT_AMOUNT_METADATA_KEY]: String(line.unitAmount) } : {}),
          },
        },
      },
      quantity: part.quantity,
    })),
  )
}

/**
 * `paymentMethods`: PAYMENT_METHODS (docs/product.md §10.9), sent as the session's `payment_method_types`; unset,
 * Stripe's dynamic payment methods apply (what the Dashboard switches on).
 */
export function stripeProvider(
  stripe: Stripe,
  storefront: string,
  paymentMethods?: readonly PaymentMethodType[],
): PaymentProvider & { fulfilmentInput(sessionId: string): Promise<FulfilmentInput | null> } {
  return {
    name: 'stripe',
    async createSession(input: CreateSessionInput) {
      const { lines, shippingAmount, discount, userId, successUrl, cancelUrl, idempotencyKey, locale } = input
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          // Afterpay/Clearpay and Zip need AUD prices and (Afterpay) a shipping address: both are always given.
          ...(paymentMethods?.length ? { payment_method_types: [...paymentMethods] } : {}),
          line_items: sessionLineItems(lines, locale),
          // The shop's one shipping rule (lib/shipping.ts), charged as Stripe's shipping option.
          shipping_options: [
            {
              shipping_rate_data: {
                type: 'fixed_amount',
                display_name: 'Standard shipping',
                fixed_amount: { amount: shippingAmount, currency: CURRENCY.toLowerCase() },
              },
            },
          ],
          // The signed-in shopper travels with the session, so fulfilment files the order under them (§17).
          ...(userId ? { client_reference_id: userId } : {}),
          success_url: successUrl,
          cancel_url: cancelUrl,
          billing_address_collection: 'required',
          // docs/product.md §10: parcels go to Australian street addresses (PO Boxes are flagged at fulfilment).
          shipping_address_collection: { allowed_countries: [...SHIPPING_COUNTRIES] },
          // The stock reservation lasts as long as the session (docs/product.md §16.4).
          expires_at: Math.floor(input.expiresAt.getTime() / 1000),
          // The shop's language of the checkout travels with it to the order (docs/product.md §19).
          metadata: {
            [STOREFRONT_METADATA_KEY]: storefront,
            [LOCALE_METADATA_KEY]: input.locale,
            ...(discount
              ? {
                  [DISCOUNT_CODE_METADATA_KEY]: discount.code,
                  [PROMOTION_METADATA_KEY]: discount.promotionId,
                  [DISCOUNT_AMOUNT_METADATA_KEY]: String(discount.amount),
                }
              : {}),
          },
        },
        { idempotencyKey },
      )
      if (!session.url) throw new Error(`Stripe returned session ${session.id} without a url`)
      return { id: session.id, url: session.url }
    },
    async sessionStatus(sessionId: string): Promise<SessionStatus> {
      try {
        const session = await stripe.checkout.sessions.retrieve(sessionId)
        if (!isOwnSession(session, storefront)) return 'unknown'
        return session.payment_status === 'unpaid' ? 'unpaid' : 'paid'
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return 'unknown'
        throw error
      }
    },
    /** The session with its line items, as fulfilment needs it; null when Stripe does not know it. */
    async fulfilmentInput(sessionId: string) {
      const session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ['line_items.data.price.product'] })
      return isOwnSession(session, storefront) ? fulfilmentFromSession(session) : null
    },
  }
}

function orderStatus(session: Stripe.Checkout.Session): FulfilmentInput['status'] {
  if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') return 'paid'
  return session.status === 'complete' ? 'payment_pending' : 'payment_failed'
}

/** An address as Stripe collected it, in the order's shape. */
function addressOf(name: string | null | undefined, address: Stripe.Address | null | undefined) {
  if (!address) return null
  return {
    name: name ?? null,
    line1: address.line1,
    line2: address.line2,
    city: address.city,
    state: address.state,
    postalCode: address.postal_code,
    country: address.country,
  }
}

/** The session's items as order lines: the full unit price and the line's discount from the metadata. */
function orderLinesOf(items: Stripe.LineItem[]): OrderLine[] {
  const lines: OrderLine[] = []
  for (const item of items) {
    const product = item.price?.product
    const metadata = product && typeof product === 'object' && 'metadata' in product ? product.metadata : {}
    const quantity = item.quantity ?? 1
    const paidUnit = item.price?.unit_amount ?? Math.round(item.amount_total / quantity)
    const fullUnit = Number(metadata[FULL_UNIT_AMOUNT_METADATA_KEY] ?? paidUnit)
    const unitAmount = Number.isInteger(fullUnit) && fullUnit >= paidUnit ? fullUnit : paidUnit
    const discountAmount = (unitAmount - paidUnit) * quantity
    const priceId = metadata.price_id ?? item.price?.id ?? ''
    // A discounted line sent in two parts (unitPrices) is one order line again.
    const previous = lines.at(-1)
    if (discountAmount > 0 && previous && previous.priceId === priceId && previous.unitAmount === unitAmount) {
      previous.quantity += quantity
      previous.discountAmount = (previous.discountAmount ?? 0) + discountAmount
      continue
    }
    lines.push({
      priceId,
      productId: metadata.product_id ?? '',
      name: metadata.title || item.description || '',
      ...(metadata[LOCAL_TITLE_METADATA_KEY] ? { localName: metadata[LOCAL_TITLE_METADATA_KEY] } : {}),
      slug: metadata.slug || null,
      ...(metadata.size ? { size: metadata.size } : {}),
      ...(metadata.colour ? { colour: metadata.colour } : {}),
      quantity,
      unitAmount,
      ...(discountAmount > 0 ? { discountAmount } : {}),
    })
  }
  return lines
}

export function fulfilmentFromSession(
  session: Stripe.Checkout.Session,
  statusOverride?: FulfilmentInput['status'],
): FulfilmentInput {
  const details = session.customer_details
  const billingAddress: BillingAddress | null = addressOf(details?.name, details?.address)
  const shipping = session.collected_information?.shipping_details ?? null
  const shippingAddress: ShippingAddress | null = addressOf(shipping?.name, shipping?.address)
  const paymentIntent = session.payment_intent
  const lines = orderLinesOf(session.line_items?.data ?? [])
  const code = session.metadata?.[DISCOUNT_CODE_METADATA_KEY]
  const promotionId = session.metadata?.[PROMOTION_METADATA_KEY]
  const discounted = lines.reduce((s, l) => s + (l.discountAmount ?? 0), 0)
  return {
    provider: 'stripe',
    sessionId: session.id,
    status: statusOverride ?? orderStatus(session),
    email: details?.email ?? session.customer_email ?? null,
    customerName: details?.name ?? null,
    billingAddress,
    shippingAddress,
    paymentIntentId: typeof paymentIntent === 'string' ? paymentIntent : (paymentIntent?.id ?? null),
    lines,
    shippingAmount: session.shipping_cost?.amount_total ?? 0,
    discount: code && promotionId ? { code, promotionId, amount: discounted } : null,
    userId: session.client_reference_id ?? null,
    locale: isLocale(session.metadata?.[LOCALE_METADATA_KEY]) ? session.metadata[LOCALE_METADATA_KEY] : DEFAULT_LOCALE,
    amountTotal: session.amount_total ?? lines.reduce((s, l) => s + l.unitAmount * l.quantity, 0) - discounted,
    currency: (session.currency ?? CURRENCY).toUpperCase(),
  }
}
