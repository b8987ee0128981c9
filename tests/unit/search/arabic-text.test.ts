import { describe, expect, it } from 'vitest'
import { hasArabic, normaliseArabicWord } from '@/lib/catalogue/arabicText'
import { normaliseTerm } from '@/lib/catalogue/searchText'

// docs/product.md §15.2: one spelling for the many ways an Arabic word is typed, in the index and in the query.

describe('normaliseArabicWord', () => {
  it('drops vowel marks, shadda and the tatweel stretch', () => {
    expect(normaliseArabicWord('عَبَايَة')).toBe('عبايه')
    expect(normaliseArabicWord('مُطَرَّزَة')).toBe('مطرزه')
    expect(normaliseArabicWord('عبـــاية')).toBe('عبايه')
  })

  it('writes every alef as a bare alef, hamza on waw or yaa as the bare letter', () => {
    for (const word of ['أناقة', 'إناقة', 'آناقة', 'ٱناقة']) expect(normaliseArabicWord(word), word).toBe('اناقه')
    expect(normaliseArabicWord('مسؤول')).toBe('مسوول')
    expect(normaliseArabicWord('رئيس')).toBe('رييس')
  })

  it('reads alef maqsura as yaa, taa marbuta as haa, and the Persian keyboard’s yaa and kaf as Arabic', () => {
    expect(normaliseArabicWord('مصطفى')).toBe('مصطفي')
    expect(normaliseArabicWord('عباية')).toBe(normaliseArabicWord('عبايه'))
    expect(normaliseArabicWord('اکسسواری')).toBe('اكسسواري')
  })

  it('drops the article and the prepositions written onto it when a stem of three letters remains', () => {
    expect(normaliseArabicWord('العباية')).toBe('عبايه')
    expect(normaliseArabicWord('بالحجاب')).toBe('حجاب')
    expect(normaliseArabicWord('والثوب')).toBe('ثوب')
    expect(normaliseArabicWord('للصلاة')).toBe('صلاه')
    // Too short to be the article: إلى and الله stay whole.
    expect(normaliseArabicWord('إلى')).toBe('الي')
    expect(normaliseArabicWord('الله')).toBe('الله')
  })

  it('reads a sound feminine plural as its singular', () => {
    expect(normaliseArabicWord('عبايات')).toBe('عبايه')
    expect(normaliseArabicWord('العبايات')).toBe('عبايه')
    expect(normaliseArabicWord('ذات')).toBe('ذات')
  })

  it('reads Arabic-Indic and Persian digits as digits', () => {
    expect(normaliseArabicWord('٩٩')).toBe('99')
    expect(normaliseArabicWord('۳۳')).toBe('33')
  })
})

describe('normaliseTerm', () => {
  it('sends Arabic words to the Arabic rules and leaves English to its own', () => {
    expect(hasArabic('عباية')).toBe(true)
    expect(hasArabic('abaya')).toBe(false)
    expect(normaliseTerm('العباية')).toBe('عبايه')
    expect(normaliseTerm('Abayas')).toBe('abaya')
  })

  it('drops a word that is nothing but marks', () => {
    expect(normaliseTerm('ـــ')).toBeNull()
    expect(normaliseTerm('َ')).toBeNull()
  })
})
