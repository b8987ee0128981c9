/**
 * I-4 of the third review (docs/security.md §3): `Surrogate-Key` and `Cache-Tag` (content type names, hashed query
 * tags) went to browsers although no CDN was configured. Only a CDN reads them, so only a CDN gets them.
 */
import { describe, expect, it } from 'vitest'
import { edgeHeaders } from '@/server/page-cache/cdn'

const QUERY = '*[_type == "product" && slug.current == $slug][0]'

describe('edgeHeaders (I-4)', () => {
  it('sends nothing for CDNs when there is none', () => {
    expect(edgeHeaders([QUERY], undefined)).toEqual([])
  })

  it('tags the page and says how long to keep it when a CDN is configured', () => {
    const headers = new Map(edgeHeaders([QUERY], { maxAge: 86400, staleWhileRevalidate: 60, staleIfError: 86400 }))
    expect(headers.get('Surrogate-Key')).toMatch(/^nt-all type-product q-[\w-]{16}$/)
    expect(headers.get('Cache-Tag')).toBe(headers.get('Surrogate-Key')!.split(' ').join(','))
    expect(headers.get('Surrogate-Control')).toBe('max-age=86400, stale-while-revalidate=60, stale-if-error=86400')
  })
})
