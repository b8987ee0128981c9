/** N8 (docs/security.md §3): the page cache keys a URL on its normalised query, so made-up URLs cannot add entries. */
import { describe, expect, it } from 'vitest'
import { pageCacheKey } from '@/server/page-cache/key'

describe('pageCacheKey', () => {
  it('keeps a plain path as it is', () => {
    expect(pageCacheKey('/')).toBe('/')
    expect(pageCacheKey('/our-story?')).toBe('/our-story')
  })

  it('drops parameters a page does not read, so tracking links share the cached page', () => {
    expect(pageCacheKey('/?utm_source=mail&fbclid=abc')).toBe('/')
    expect(pageCacheKey('/product/abaya?utm=1&size=M&gclid=x')).toBe('/product/abaya?size=M')
  })

  it('sorts the parameters a page reads, keeping each name’s values in order', () => {
    expect(pageCacheKey('/product/abaya?size=M&colour=Black')).toBe('/product/abaya?colour=Black&size=M')
    expect(pageCacheKey('/products?sort=price-asc&size=S&category=women&size=M')).toBe(
      '/products?category=women&size=S&size=M&sort=price-asc',
    )
  })

  it("keys a page's client-navigation data (index.pageContext.json) by the page's own parameters", () => {
    expect(pageCacheKey('/products/index.pageContext.json?page=2')).toBe('/products/index.pageContext.json?page=2')
    expect(pageCacheKey('/category/women/index.pageContext.json?size=56&sort=price-asc')).toBe(
      '/category/women/index.pageContext.json?size=56&sort=price-asc',
    )
    expect(pageCacheKey('/products/index.pageContext.json?utm=1')).toBeUndefined()
    expect(pageCacheKey('/index.pageContext.json?utm_source=mail')).toBe('/index.pageContext.json')
  })

  it('does not cache a list with an unknown parameter (the list redirects to its canonical URL)', () => {
    expect(pageCacheKey('/products?utm=1')).toBeUndefined()
    expect(pageCacheKey('/category/women?page=2&x=1')).toBeUndefined()
    expect(pageCacheKey('/search?q=abaya&x=1')).toBeUndefined()
  })

  it('caches /search only for a normalised q', () => {
    expect(pageCacheKey('/search?q=maternity+abaya')).toBe('/search?q=maternity+abaya')
    for (const q of ['Abaya', 'abaya%20', 'maternity++abaya', '%20abaya'])
      expect(pageCacheKey(`/search?q=${q}`)).toBeUndefined()
  })

  it('keys an Arabic page by its own path, with the parameters its English page reads', () => {
    expect(pageCacheKey('/ar/products?page=2')).toBe('/ar/products?page=2')
    expect(pageCacheKey('/ar/category/women/index.pageContext.json?size=56')).toBe(
      '/ar/category/women/index.pageContext.json?size=56',
    )
    expect(pageCacheKey('/ar/products?utm=1')).toBeUndefined()
    const q = encodeURIComponent('عباية')
    expect(pageCacheKey(`/ar/search?q=${q}`)).toBe(`/ar/search?q=${q}`)
    expect(pageCacheKey(`/ar/search?q=${q}`)).not.toBe(pageCacheKey(`/search?q=${q}`))
    expect(pageCacheKey('/ar/product/abaya?utm=1&size=M')).toBe('/ar/product/abaya?size=M')
    expect(pageCacheKey('/ar?utm_source=mail')).toBe('/ar')
  })

  it('does not cache an overlong URL', () => {
    expect(pageCacheKey(`/product/abaya?size=${'M'.repeat(600)}`)).toBeUndefined()
    expect(pageCacheKey(`/${'a'.repeat(600)}`)).toBeUndefined()
  })
})
