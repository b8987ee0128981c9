import { describe, expect, it } from 'vitest'
import {
  availableUnits,
  compareSizes,
  findVariant,
  isOptionAvailable,
  productOptions,
  toVariantViews,
  variantLabel,
} from '@/lib/catalogue/variants'
import { variantAbaya as abaya, variantView as variant } from '@/tests/fixtures/variants'

// docs/product.md §16: the sizes and colours a product comes in, and what is left of each.

describe('variant rules', () => {
  it('derives the options in the order editors listed them', () => {
    expect(productOptions(abaya.variants)).toEqual({ sizes: ['54', '56', '58'], colours: ['Black', 'Navy'] })
    expect(productOptions(null)).toEqual({ sizes: [], colours: [] })
  })

  it('finds a variant only for a complete choice', () => {
    expect(findVariant(abaya.variants, { size: '56' })).toBeUndefined()
    expect(findVariant(abaya.variants, { size: '56', colour: 'Black' })).toBe(abaya.variants[1])
    expect(findVariant(abaya.variants, { size: '54', colour: 'Navy' })).toBeUndefined()
    const sizesOnly = [variant('S', null, 1), variant('M', null, 1)]
    expect(findVariant(sizesOnly, { size: 'M' })).toBe(sizesOnly[1])
  })

  it('makes a sold-out value unselectable for the colour already chosen, but not for another', () => {
    expect(isOptionAvailable(abaya.variants, 'size', '56', { colour: 'Navy' })).toBe(false)
    expect(isOptionAvailable(abaya.variants, 'size', '56', { colour: 'Black' })).toBe(true)
    expect(isOptionAvailable(abaya.variants, 'size', '56', {})).toBe(true)
    expect(isOptionAvailable(abaya.variants, 'colour', 'Navy', { size: '56' })).toBe(false)
    expect(isOptionAvailable(abaya.variants, 'size', '60', {})).toBe(false)
  })

  it('labels lines "Size 56 · Black", "Size M" or "Black"', () => {
    expect(variantLabel({ size: '56', colour: 'Black' })).toBe('Size 56 · Black')
    expect(variantLabel({ size: 'M' })).toBe('Size M')
    expect(variantLabel({ colour: 'Sage' })).toBe('Sage')
    expect(variantLabel({})).toBe('')
  })

  it('orders numeric and letter sizes as people wear them', () => {
    expect(['XL', '56', 'S', '52', 'M', 'One size'].sort(compareSizes)).toEqual([
      '52',
      '56',
      'S',
      'M',
      'XL',
      'One size',
    ])
  })

  it('counts units still for sale from the authored stock minus units sold, never below 0', () => {
    expect(availableUnits(5, 2)).toBe(3)
    expect(availableUnits(1, 4)).toBe(0)
    expect(availableUnits(null, 0)).toBe(0)
    const views = toVariantViews(
      { price: 100, variants: [{ _key: 'a', size: '56', colour: null, price_id: 'price_a', price: null, stock: 4 }] },
      new Map([['price_a', 1]]),
    )
    expect(views).toEqual([{ key: 'a', size: '56', colour: null, price_id: 'price_a', price: 100, available: 3 }])
  })
})
