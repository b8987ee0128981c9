import { describe, expect, it, vi } from 'vitest'
import { checkoutRequestSchema } from '@/lib/checkout/schema'
import { CHECKOUT_MAX_LINES, CHECKOUT_MAX_QUANTITY } from '@/lib/constants'
import {
  CheckoutInputError,
  linesTotal,
  mergeLines,
  priceLines,
  type PriceCatalogue,
} from '@/server/payments/catalogue'

const products = [
  {
    _id: 'product-hijab',
    title: 'Rose Chiffon Hijab',
    price: 24.95,
    price_id: 'price_hijab',
    slug: 'rose-chiffon-hijab',
  },
  { _id: 'product-abaya', title: 'Nidha Abaya', price: 129, price_id: 'price_abaya', slug: 'nidha-abaya' },
  { _id: 'product-mat', title: 'Prayer Mat', price: 0.1 + 0.2, price_id: 'price_mat', slug: null },
]

/** A fixed-list catalogue that records what it was asked. */
function fixedCatalogue() {
  const asked: string[][] = []
  const catalogue: PriceCatalogue = {
    async productsByPriceIds(ids) {
      asked.push(ids)
      return products.filter((p) => ids.includes(p.price_id))
    },
  }
  return { catalogue, asked }
}

describe('checkoutRequestSchema', () => {
  it('accepts lines with a price_id and a whole quantity from 1 to the maximum', () => {
    const parsed = checkoutRequestSchema.parse({ lines: [{ price_id: ' price_hijab ', quantity: 2 }] })
    expect(parsed.lines).toEqual([{ price_id: 'price_hijab', quantity: 2 }])
  })

  it.each([
    [{ lines: [] }, 'Your cart is empty'],
    [{ lines: [{ price_id: '', quantity: 1 }] }, 'Each line needs a price_id'],
    [{ lines: [{ price_id: 'p', quantity: 0 }] }, 'Quantity must be at least 1'],
    [{ lines: [{ price_id: 'p', quantity: 1.5 }] }, 'Quantity must be a whole number'],
    [{ lines: [{ price_id: 'p', quantity: '2' }] }, 'Quantity must be a number'],
    [
      { lines: [{ price_id: 'p', quantity: CHECKOUT_MAX_QUANTITY + 1 }] },
      `Quantity must be at most ${CHECKOUT_MAX_QUANTITY}`,
    ],
    [
      { lines: Array.from({ length: CHECKOUT_MAX_LINES + 1 }, (_, i) => ({ price_id: `p${i}`, quantity: 1 })) },
      `at most ${CHECKOUT_MAX_LINES}`,
    ],
    [{ lines: [{ price_id: 'p', quantity: 1 }], idempotency_key: 'short' }, 'idempotency_key'],
  ])('refuses %j with a message naming the problem', (body, message) => {
    const result = checkoutRequestSchema.safeParse(body)
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => i.message).join(' ')).toContain(message)
  })
})

describe('mergeLines', () => {
  it('adds up duplicate price_ids and keeps the first-seen order', () => {
    expect(
      mergeLines([
        { price_id: 'b', quantity: 1 },
        { price_id: 'a', quantity: 2 },
        { price_id: 'b', quantity: 3 },
      ]),
    ).toEqual([
      { price_id: 'b', quantity: 4 },
      { price_id: 'a', quantity: 2 },
    ])
  })
})

describe('priceLines', () => {
  it('prices every line from the catalogue only, in cents, asking once for the merged ids', async () => {
    const { catalogue, asked } = fixedCatalogue()
    const lines = await priceLines(
      catalogue,
      [
        { price_id: 'price_hijab', quantity: 1 },
        { price_id: 'price_abaya', quantity: 1 },
        { price_id: 'price_hijab', quantity: 2 },
      ],
      CHECKOUT_MAX_QUANTITY,
    )
    expect(asked).toEqual([['price_hijab', 'price_abaya']])
    expect(lines).toEqual([
      {
        priceId: 'price_hijab',
        productId: 'product-hijab',
        name: 'Rose Chiffon Hijab',
        slug: 'rose-chiffon-hijab',
        quantity: 3,
        unitAmount: 2495,
      },
      {
        priceId: 'price_abaya',
        productId: 'product-abaya',
        name: 'Nidha Abaya',
        slug: 'nidha-abaya',
        quantity: 1,
        unitAmount: 12900,
      },
    ])
    expect(linesTotal(lines)).toBe(3 * 2495 + 12900)
  })

  it("keeps the title in the checkout's language beside the English one, only when it is another", async () => {
    const arabic: PriceCatalogue = {
      async productsByPriceIds(ids, locale) {
        expect(locale).toBe('ar')
        return products
          .filter((p) => ids.includes(p.price_id))
          .map((p) => ({ ...p, localTitle: p._id === 'product-hijab' ? 'حجاب شيفون وردي' : p.title }))
      },
    }
    const lines = await priceLines(
      arabic,
      [
        { price_id: 'price_hijab', quantity: 1 },
        { price_id: 'price_abaya', quantity: 1 },
      ],
      CHECKOUT_MAX_QUANTITY,
      undefined,
      'ar',
    )
    expect(lines.map(({ name, localName }) => ({ name, localName }))).toEqual([
      { name: 'Rose Chiffon Hijab', localName: 'حجاب شيفون وردي' },
      // No Arabic title: the content answered the English, which is the line's name already.
      { name: 'Nidha Abaya', localName: undefined },
    ])
    expect(lines[1]).not.toHaveProperty('localName')
  })

  it('rounds float dollar prices to whole cents', async () => {
    const { catalogue } = fixedCatalogue()
    const [line] = await priceLines(catalogue, [{ price_id: 'price_mat', quantity: 1 }], CHECKOUT_MAX_QUANTITY)
    expect(line?.unitAmount).toBe(30)
    expect(line?.slug).toBeNull()
  })

  it('refuses an unknown price_id by name', async () => {
    const { catalogue } = fixedCatalogue()
    await expect(
      priceLines(
        catalogue,
        [
          { price_id: 'price_hijab', quantity: 1 },
          { price_id: 'price_nope', quantity: 1 },
        ],
        CHECKOUT_MAX_QUANTITY,
      ),
    ).rejects.toThrow(
      // The shop says it in its own words (docs/product.md §5.4): the code and the price id travel with the message.
      new CheckoutInputError('Unknown product: price_nope', { code: 'unknown_product', priceIds: ['price_nope'] }),
    )
  })

  it('refuses a merged quantity over the limit', async () => {
    const { catalogue } = fixedCatalogue()
    await expect(
      priceLines(
        catalogue,
        [
          { price_id: 'price_hijab', quantity: 60 },
          { price_id: 'price_hijab', quantity: 60 },
        ],
        CHECKOUT_MAX_QUANTITY,
      ),
    ).rejects.toThrow(/at most 99/)
  })

  it('refuses a product whose content price is unusable', async () => {
    const catalogue: PriceCatalogue = {
      productsByPriceIds: vi.fn(async () => [
        { _id: 'x', title: 'Free thing', price: 0, price_id: 'price_x', slug: 'x' },
      ]),
    }
    await expect(priceLines(catalogue, [{ price_id: 'price_x', quantity: 1 }], CHECKOUT_MAX_QUANTITY)).rejects.toThrow(
      CheckoutInputError,
    )
  })
})
