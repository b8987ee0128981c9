import { describe, expect, it, vi } from 'vitest'
import { applyRefusal, refusalSentence } from '@/components/cart/applyRefusal'
import { cartActions, cartReducer, initialCartState } from '@/lib/store/cart/slice'

// docs/product.md §5.4: a refused checkout names the product in plain words, and fixes the bag where it can.

const abaya = {
  id: 'price_abaya_56',
  price_id: 'price_abaya_56',
  name: 'Classic Nidha Abaya',
  price: 13900,
  size: '56',
}
const details = cartReducer(initialCartState, cartActions.addItem(abaya)).cartDetails

describe('the sentence of a refused checkout', () => {
  it('is the shop’s English, naming the product and what was done to the bag', () => {
    const name = 'Chiffon Hijab'
    expect(refusalSentence('unknown_product', name, 'removed', 'en')).toBe(
      'Chiffon Hijab is no longer sold, so we removed it from your bag.',
    )
    expect(refusalSentence('sold_out', name, 'none', 'en')).toBe('Chiffon Hijab is sold out.')
    expect(refusalSentence('not_purchasable', name, 'none', 'en')).toBe('Chiffon Hijab cannot be bought right now.')
    expect(refusalSentence('choose_options', name, 'none', 'en')).toBe(
      'Please choose a size or colour for Chiffon Hijab on its page.',
    )
    expect(refusalSentence('not_enough_stock', name, 'lowered', 'en', 1)).toBe(
      'Only 1 of Chiffon Hijab is left, so we changed the quantity in your bag to 1.',
    )
    expect(refusalSentence('not_enough_stock', name, 'none', 'en')).toBe('Only a few of Chiffon Hijab are left.')
    expect(refusalSentence('quantity_over_limit', name, 'lowered', 'en', 99)).toBe(
      'One checkout can hold at most 99 of Chiffon Hijab, so we changed the quantity in your bag to 99.',
    )
  })

  it('counts in Arabic by the plural rules, with Latin digits', () => {
    const name = 'Chiffon Hijab'
    expect(refusalSentence('not_enough_stock', name, 'none', 'ar', 1)).toBe('لم يتبقَّ من Chiffon Hijab سوى قطعة واحدة.')
    expect(refusalSentence('not_enough_stock', name, 'none', 'ar', 2)).toBe('لم يتبقَّ من Chiffon Hijab سوى قطعتين.')
    expect(refusalSentence('not_enough_stock', name, 'lowered', 'ar', 5)).toBe(
      'لم يتبقَّ من Chiffon Hijab سوى 5 قطع، لذا غيّرنا الكمية في سلتك إلى 5.',
    )
    expect(refusalSentence('quantity_over_limit', name, 'none', 'ar', 99)).toBe(
      'يمكن أن يضم الطلب الواحد 99 قطعة كحد أقصى من Chiffon Hijab.',
    )
  })

  it('names the bag line with its size in the page’s language, and takes a sold-out line out of the bag', () => {
    const dispatch = vi.fn()
    const refusal = { code: 'sold_out' as const, priceIds: [abaya.id] }
    expect(applyRefusal(refusal, details, dispatch, true, 'ar')).toBe(
      'نفدت كمية Classic Nidha Abaya (المقاس 56)، لذا أزلنا هذا المنتج من سلتك.',
    )
    expect(dispatch).toHaveBeenCalledWith(cartActions.removeItem(abaya.id))
    expect(applyRefusal(refusal, details, vi.fn(), false, 'en')).toBe('Classic Nidha Abaya (Size 56) is sold out.')
  })
})
