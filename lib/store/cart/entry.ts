import { formatCurrencyString } from '@/lib/money'
import type { CartEntry, CartProduct } from './types'

/** The line id: the product id, else price_id, sku_id, sku, else a generated id (docs/product.md §3). `||` on purpose: '' falls through. */
export function entryId(product: CartProduct): string {
  return product.id || product.price_id || product.sku_id || product.sku || crypto.randomUUID()
}

interface Money {
  currency: string
  language: string
}

/** Builds a line from scratch; the timestamp is renewed on every rebuild, as in use-shopping-cart. */
export function buildEntry(
  product: CartProduct & { id: string },
  quantity: number,
  metadata: { price_metadata?: Record<string, unknown>; product_metadata?: Record<string, unknown> },
  money: Money,
  formattedPrice?: string,
): CartEntry {
  const value = product.price * quantity
  return {
    ...product,
    id: product.id,
    quantity,
    value,
    timestamp: new Date().toISOString(),
    price_data: { ...product.price_data, ...metadata.price_metadata },
    product_data: { ...product.product_data, ...metadata.product_metadata },
    formattedValue: formatCurrencyString(value, money.currency, money.language),
    formattedPrice: formattedPrice ?? formatCurrencyString(product.price, money.currency, money.language),
  }
}
