/**
 * T4-5 of the third review (docs/security.md §3): a percent-encoded spelling of a page's path (`/%70roducts`) was
 * rendered and stored as a page of its own, so made-up spellings churned the plain share of the page cache. Now it
 * is redirected to the one spelling, and never a cache key.
 */
import { describe, expect, it } from 'vitest'
import { canonicalPath, canonicalRedirect } from '@/server/page-cache/canonical-path'
import { pageCacheKey } from '@/server/page-cache/key'

describe('canonical paths (T4-5)', () => {
  it('decodes escaped unreserved characters and upper-cases the other escapes', () => {
    expect(canonicalPath('/%70roducts')).toBe('/products')
    expect(canonicalPath('/pro%64uc%74%73')).toBe('/products')
    expect(canonicalPath('/%6Fur-story')).toBe('/our-story')
    expect(canonicalPath('/product/%d8%a7')).toBe('/product/%D8%A7')
    // A slash stays escaped: it would change the route.
    expect(canonicalPath('/product/a%2fb')).toBe('/product/a%2Fb')
  })

  it('redirects another spelling to the canonical path, keeping the query', () => {
    expect(canonicalRedirect('/%70roducts')).toBe('/products')
    expect(canonicalRedirect('/%70roducts?page=2')).toBe('/products?page=2')
    expect(canonicalRedirect('/products')).toBeUndefined()
    expect(canonicalRedirect('/product/%D8%A7?size=M')).toBeUndefined()
  })

  it('never redirects to another host', () => {
    expect(canonicalRedirect('//%65vil.example/x')).toBe('/evil.example/x')
    expect(canonicalRedirect('/%2F%2Fevil.example')).toBeUndefined()
  })

  it('keys no spelling but the canonical one in the page cache', () => {
    expect(pageCacheKey('/%70roducts')).toBeUndefined()
    expect(pageCacheKey('/pro%64uc%74%73')).toBeUndefined()
    expect(pageCacheKey('/product/%d8%a7')).toBeUndefined()
    expect(pageCacheKey('/product/%D8%A7')).toBe('/product/%D8%A7')
    expect(pageCacheKey('/products')).toBe('/products')
  })
})
