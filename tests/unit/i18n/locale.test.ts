import { describe, expect, it } from 'vitest'
import { hreflangAlternates, localizeUrl } from '@/lib/i18n/alternates'
import { directionOf, localizePath, splitLocale } from '@/lib/i18n/locale'
import { isSecretLinkPath } from '@/lib/route-table'
import { routes, routesIn } from '@/lib/routes'

describe('the language of a path', () => {
  it('reads Arabic from the /ar prefix and gives the path the routes know', () => {
    expect(splitLocale('/ar')).toEqual({ locale: 'ar', path: '/' })
    expect(splitLocale('/ar/cart')).toEqual({ locale: 'ar', path: '/cart' })
    expect(splitLocale('/ar?utm=1')).toEqual({ locale: 'ar', path: '/?utm=1' })
    expect(splitLocale('/ar/product/abaya?size=56')).toEqual({ locale: 'ar', path: '/product/abaya?size=56' })
  })

  it('leaves English paths, and paths that only start with the letters, in English', () => {
    expect(splitLocale('/cart')).toEqual({ locale: 'en', path: '/cart' })
    expect(splitLocale('/arabic-abaya')).toEqual({ locale: 'en', path: '/arabic-abaya' })
    expect(splitLocale('/')).toEqual({ locale: 'en', path: '/' })
  })

  it('writes a path in a language, once', () => {
    expect(localizePath('/', 'ar')).toBe('/ar')
    expect(localizePath('/cart', 'ar')).toBe('/ar/cart')
    expect(localizePath('/?x=1', 'ar')).toBe('/ar?x=1')
    expect(localizePath('/ar/cart', 'ar')).toBe('/ar/cart')
    expect(localizePath('/cart', 'en')).toBe('/cart')
    expect(localizePath('https://example.com/x', 'ar')).toBe('https://example.com/x')
    expect(localizePath('//evil.example/x', 'ar')).toBe('//evil.example/x')
  })

  it('is right to left in Arabic only', () => {
    expect(directionOf('ar')).toBe('rtl')
    expect(directionOf('en')).toBe('ltr')
  })
})

describe('routes in a language', () => {
  it('prefixes every route, functions included, and keeps English as it is', () => {
    expect(routesIn('en')).toBe(routes)
    expect(routesIn('ar').home).toBe('/ar')
    expect(routesIn('ar').cart).toBe('/ar/cart')
    expect(routesIn('ar').product('abaya noor')).toBe('/ar/product/abaya%20noor')
    expect(routesIn('ar').search('عباية')).toBe(`/ar/search?q=${encodeURIComponent('عباية')}`)
  })

  it("treats an Arabic mail link's token as the secret it is", () => {
    expect(isSecretLinkPath('/ar/reset-password/abc')).toBe(true)
    expect(isSecretLinkPath('/ar/verify/abc')).toBe(true)
    expect(isSecretLinkPath('/ar/cart')).toBe(false)
  })
})

describe('alternates and canonical addresses', () => {
  it('names both languages and the English default', () => {
    expect(hreflangAlternates('https://shop.example', '/products?page=2')).toEqual([
      { hreflang: 'en-AU', href: 'https://shop.example/products?page=2' },
      { hreflang: 'ar', href: 'https://shop.example/ar/products?page=2' },
      { hreflang: 'x-default', href: 'https://shop.example/products?page=2' },
    ])
  })

  it('gives the canonical address in the page language', () => {
    expect(localizeUrl('https://shop.example/products?page=2', 'ar')).toBe('https://shop.example/ar/products?page=2')
    expect(localizeUrl('https://shop.example/', 'ar')).toBe('https://shop.example/ar')
    expect(localizeUrl('https://shop.example/ar/cart', 'en')).toBe('https://shop.example/cart')
  })
})
