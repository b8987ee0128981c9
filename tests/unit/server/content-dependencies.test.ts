/**
 * What a content change can affect (server/catalogue/dependencies.ts): the types a query reads, told from its GROQ,
 * and the documents a webhook body or a pub/sub notice names. Whatever cannot be told re-runs everything.
 */
import { describe, expect, it } from 'vitest'
import * as queries from '@/lib/content/queries'
import { changesFromWebhookBody } from '@/server/catalogue/changes'
import { dependenciesOf, isAffected, typesReadBy } from '@/server/catalogue/dependencies'
import { readNotice } from '@/server/page-cache/shared'

const sorted = (types: ReadonlySet<string> | 'any') => (types === 'any' ? 'any' : [...types].sort())

describe('the types a query reads', () => {
  it('are the types it selects, plus what references can point at when it dereferences', () => {
    expect(sorted(typesReadBy(queries.HERO_QUERY))).toEqual(['hero'])
    expect(sorted(typesReadBy(queries.SITEMAP_QUERY))).toEqual(['product'])
    expect(sorted(typesReadBy(queries.PRODUCTS_BY_CATEGORY_QUERY))).toEqual([
      'category',
      'product',
      'sanity.imageAsset',
    ])
    expect(sorted(typesReadBy('*[_type in ["a", "b"] && defined(x)]'))).toEqual(['a', 'b'])
    expect(sorted(typesReadBy('*[_type == "a" || _type == "b"]'))).toEqual(['a', 'b'])
  })

  it('are "any" when a part of the query reads documents of any type, or it does not parse', () => {
    for (const groq of ['*[slug.current == $slug]', 'count(*)', '*[_type == "a" || featured]', '*[', '*[_type != "a"]'])
      expect({ groq, types: typesReadBy(groq) }).toEqual({ groq, types: 'any' })
    expect(typesReadBy('*[_type == "a"]{"others": *[_id != ^._id]}')).toBe('any')
  })

  it('every query of the shop names its types (none re-runs on every change)', () => {
    for (const [name, groq] of Object.entries(queries))
      expect({ name, types: typesReadBy(groq) === 'any' }).toEqual({ name, types: false })
  })
})

describe('whether a change affects a query', () => {
  const hero = dependenciesOf(queries.HERO_QUERY, { _id: 'hero', title: 'x' })
  const bySlug = dependenciesOf(queries.SLUG_BY_PRICE_ID_QUERY, 'a-slug')
  const any = dependenciesOf('*[featured]', [{ _id: 'p1' }])
  it('by type, by an id in its result, by an unknown type, or always for an unknown change or query', () => {
    expect(isAffected(hero, [{ id: 'product-1', type: 'product' }])).toBe(false)
    expect(isAffected(hero, [{ id: 'other-hero', type: 'hero' }])).toBe(true)
    expect(isAffected(hero, [{ id: 'hero', type: 'product' }])).toBe(true)
    expect(isAffected(hero, [{ id: 'x', type: undefined }])).toBe(true)
    expect(isAffected(hero, 'unknown')).toBe(true)
    expect(isAffected(bySlug, [{ id: 'category-women', type: 'category' }])).toBe(false)
    expect(isAffected(any, [{ id: 'hero', type: 'hero' }])).toBe(true)
  })
})

describe('change notices', () => {
  it('a webhook body names its documents (drafts left out); any other body says nothing', () => {
    expect(changesFromWebhookBody('{"_id":"p1","_type":"product","title":"x"}')).toEqual([
      { id: 'p1', type: 'product' },
    ])
    expect(changesFromWebhookBody('[{"_id":"drafts.p1","_type":"product"},{"_id":"h","_type":"hero"}]')).toEqual([
      { id: 'h', type: 'hero' },
    ])
    expect(changesFromWebhookBody('{"_id":"p1"}')).toEqual([{ id: 'p1', type: undefined }])
    for (const body of ['', 'not json', '{}', '[]', 'null', '[{"_id":1}]'])
      expect({ body, change: changesFromWebhookBody(body) }).toEqual({ body, change: 'unknown' })
  })

  it('a pub/sub notice carries its sender and documents; the old bare-id format re-runs everything', () => {
    expect(readNotice(JSON.stringify({ from: 'a', change: [{ id: 'p1', type: 'product' }] }))).toEqual({
      from: 'a',
      change: [{ id: 'p1', type: 'product' }],
    })
    expect(readNotice('0b9a3c5e-6a55-4a43-9d0c-0d7e4c1b2f11')).toEqual({
      from: '0b9a3c5e-6a55-4a43-9d0c-0d7e4c1b2f11',
      change: 'unknown',
    })
    expect(readNotice(JSON.stringify({ from: 'a', change: [{ type: 'product' }] })).change).toBe('unknown')
    expect(readNotice(JSON.stringify({ from: 'a', change: 'unknown' })).change).toBe('unknown')
  })
})
