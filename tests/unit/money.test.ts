import { describe, expect, it } from 'vitest'
import { formatAmount, formatCurrencyString, formatPrice, toMinorUnits } from '@/lib/money'

// docs/product.md §5/§9: money is held in minor units and divided by 100 when the currency shows decimals; AUD prints `$12.50`.

describe('formatCurrencyString', () => {
  it.each([
    [100, '$1.00'],
    [2000, '$20.00'],
    [30000, '$300.00'],
    [1, '$0.01'],
    [15, '$0.15'],
    [439, '$4.39'],
    [0, '$0.00'],
    [123456, '$1,234.56'],
    [100000, '$1,000.00'],
    [2000000, '$20,000.00'],
    [-250, '-$2.50'],
  ])('%d cents in AUD is %s (no A$ prefix)', (minor, expected) => {
    expect(formatCurrencyString(minor)).toBe(expected)
  })

  it('rounds a fraction of a cent to 2 decimals', () => {
    expect(formatCurrencyString(12.5)).toBe('$0.13')
  })

  it('does not divide a currency without decimals (JPY)', () => {
    expect(formatCurrencyString(1000, 'JPY')).toBe('¥1,000')
    expect(formatCurrencyString(1000, 'JPY', 'ja-JP')).toBe('￥1,000')
  })

  it('formats other currencies and languages', () => {
    expect(formatCurrencyString(1999, 'GBP', 'en-GB')).toBe('£19.99')
    expect(formatCurrencyString(1999, 'EUR', 'de-DE')).toBe('19,99\u00a0€')
    expect(formatCurrencyString(1999, 'USD')).toBe('$19.99')
  })
})

describe('formatAmount', () => {
  it.each([
    [null, '0.00'],
    [undefined, '0.00'],
    [Number.NaN, '0.00'],
    [Number.POSITIVE_INFINITY, '0.00'],
  ])('%s → %s when the amount is unavailable', (minor, expected) => {
    expect(formatAmount(minor)).toBe(expected)
  })

  it.each([
    [1250, '12.50'],
    [0, '0.00'],
    [5, '0.05'],
    [123456, '1234.56'],
    [-250, '-2.50'],
  ])('%d cents → %s (two decimals, no symbol)', (minor, expected) => {
    expect(formatAmount(minor)).toBe(expected)
  })
})

describe('toMinorUnits', () => {
  it.each([
    [49.95, 4995],
    [19.99, 1999], // 19.99 * 100 is 1998.9999999999998
    [1.15, 115], // 1.15 * 100 is 114.99999999999999
    [0.29, 29], // 0.29 * 100 is 28.999999999999996
    [0, 0],
    [120, 12000],
  ])('%d dollars → %d cents, exactly, despite floating point', (dollars, cents) => {
    expect(toMinorUnits(dollars)).toBe(cents)
    expect(Number.isInteger(toMinorUnits(dollars))).toBe(true)
  })
})

describe('formatPrice', () => {
  it('shows a content price in dollars as on product cards', () => {
    expect(formatPrice(49.95)).toBe('$49.95')
    expect(formatPrice(19.99)).toBe('$19.99')
    expect(formatPrice(120)).toBe('$120.00')
  })
})

describe('the shop currency without Intl (issue 40)', () => {
  it('writes AUD in en-US exactly as Intl.NumberFormat does', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'AUD', currencyDisplay: 'narrowSymbol' })
    const edges = [0, -0, 1, -1, 5, 99, 100, 101, 999, 1000, 99999, 100000, 123456, 99999999, 100000000, -123456789]
    const fractions = [12.5, -12.5, 0.4, -0.4, -0.001, 99.5, 100.49, 123456.789]
    const random = Array.from({ length: 2000 }, (_, i) => Math.round((Math.random() - 0.3) * 10 ** (1 + (i % 12))))
    const randomFractions = Array.from({ length: 500 }, (_, i) => (Math.random() - 0.3) * 10 ** (i % 10))
    for (const minor of [...edges, ...fractions, ...random, ...randomFractions, 1e13 - 1, -(1e13 - 1), NaN, Infinity]) {
      expect(formatCurrencyString(minor), String(minor)).toBe(intl.format(Number((minor / 100).toFixed(2))))
    }
  })
})
