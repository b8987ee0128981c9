import { describe, expect, it } from 'vitest'
import { PARSE_CACHE_MAX_CHARS, PARSE_CACHE_MAX_ENTRIES } from '@/server/content-lake/limits'
import { checkQuerySize, parseCacheStats, parseQuery } from '@/server/content-lake/query'

describe('parse cache', () => {
  it('keeps at most PARSE_CACHE_MAX_ENTRIES trees', () => {
    for (let i = 0; i < PARSE_CACHE_MAX_ENTRIES + 50; i++) parseQuery(`*[n == ${i}]`, {})
    expect(parseCacheStats().entries).toBe(PARSE_CACHE_MAX_ENTRIES)
  })

  it('keeps at most PARSE_CACHE_MAX_CHARS of query text, and never a very long query', () => {
    const padded = (i: number) => `*[n == ${i} && !(_id in [${Array(1500).fill('"x"').join(',')}])]`
    for (let i = 0; i < 200; i++) parseQuery(padded(i), {})
    expect(parseCacheStats().chars).toBeLessThanOrEqual(PARSE_CACHE_MAX_CHARS)
    const before = parseCacheStats()
    parseQuery(`*[_id in [${Array(5000).fill('"y"').join(',')}]]`, {})
    expect(parseCacheStats()).toEqual(before)
  })

  it('does not keep the tree of a rejected query, and checks params on every use', () => {
    const query = '*[slug.current == $slug][0]'
    const before = parseCacheStats().entries
    expect(() => parseQuery(query, {})).toThrow(/param \$slug referenced, but not provided/)
    expect(() => parseQuery('*[', {})).toThrow()
    expect(parseCacheStats().entries).toBe(before)
    parseQuery(query, { slug: 'x' })
    expect(() => parseQuery(query, {})).toThrow(/param \$slug/)
  })
})

describe('query size caps', () => {
  const caps = { maxQueryChars: 10, maxParamsBytes: 20 }
  it('refuses text or params over the caps with 413 queryTooLarge', () => {
    expect(checkQuerySize('*[a == 1]', {}, caps)).toBe('*[a == 1]')
    expect(() => checkQuerySize('*[a == 1000]', {}, caps)).toThrow(/limit for this caller is 10/)
    try {
      checkQuerySize('*', { a: 'x'.repeat(30) }, caps)
      expect.unreachable()
    } catch (err) {
      expect(err).toMatchObject({ status: 413, body: { type: 'queryTooLarge' } })
    }
    expect(() => checkQuerySize(undefined, {}, caps)).toThrow(/Missing "query"/)
  })
})
