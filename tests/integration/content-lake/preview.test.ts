/**
 * The preview protocol of the embedded lake (issue 39, docs/architecture.md §8): the `drafts` perspective for token
 * holders only, Content Source Maps in Sanity's shape, and `@sanity/client`'s own stega encoder working from them.
 */
import { stegaClean } from '@sanity/client/stega'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedFixtures, startLake, TOKEN, waitFor, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await startLake()
  await seedFixtures(h)
  await h.writer.createOrReplace({
    _id: 'prod-4',
    _type: 'product',
    title: 'Wool Jubba',
    titleAr: 'جبة صوف',
    slug: { _type: 'slug', current: 'wool-jubba' },
    category: { _type: 'reference', _ref: 'cat-abayas' },
    variants: [
      { _key: 'v-sand', colour: 'Sand', size: 'M' },
      { _key: "v-o'dark", colour: 'Charcoal', size: 'L' },
    ],
  })
  await h.writer.createOrReplace({
    _id: 'sanity-preview-url-secret.share-access',
    _type: 'sanity.previewUrlShareAccess',
    secret: 'shared-secret-of-the-studio',
  })
})
afterAll(() => h.stop(true))

interface SourceMap {
  documents: Array<{ _id: string; _type: string }>
  paths: string[]
  mappings: Record<string, { type: string; source: { type: string; document: number; path: number } }>
}
interface QueryBody {
  result: unknown
  resultSourceMap: SourceMap
}

const api = (query: string, search: Record<string, string>, token?: string) =>
  fetch(`${h.apiHost}/v2025-02-19/data/query/production?${new URLSearchParams({ query, ...search })}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  }).then(async (res) => ({ status: res.status, body: (await res.json()) as QueryBody }))

describe('perspectives', () => {
  it('overlays drafts for the token, under the published id, with `drafts` and its old name `previewDrafts`', async () => {
    for (const perspective of ['drafts', 'previewDrafts']) {
      const { body } = await api('*[_type == "product"] | order(_id) {_id, title}', { perspective }, TOKEN)
      expect(body.result).toEqual([
        { _id: 'prod-1', title: 'Linen Abaya (new season)' },
        { _id: 'prod-2', title: 'Jersey Hijab' },
        { _id: 'prod-3', title: 'Secret Kaftan' },
        { _id: 'prod-4', title: 'Wool Jubba' },
      ])
    }
  })

  it('never shows an anonymous caller a draft, whatever perspective it asks for', async () => {
    for (const perspective of ['drafts', 'previewDrafts', 'raw']) {
      const { status, body } = await api('*[_type == "product"] | order(_id) .title', { perspective })
      expect(status).toBe(200)
      expect(body.result).toEqual(['Linen Abaya', 'Jersey Hijab', 'Wool Jubba'])
    }
  })

  it('keeps documents in a path (the Presentation tool’s secrets) from anonymous callers', async () => {
    const query = '*[_type == "sanity.previewUrlShareAccess"][0].secret'
    expect((await api(query, {})).body.result).toBeNull()
    expect((await api(query, {}, TOKEN)).body.result).toBe('shared-secret-of-the-studio')
    const doc = await fetch(`${h.apiHost}/v2025-02-19/data/doc/production/sanity-preview-url-secret.share-access`)
    expect(((await doc.json()) as { documents: unknown[] }).documents).toEqual([])
  })
})

describe('Content Source Maps', () => {
  it('maps each text to its document and field, following references (resultSourceMap=true)', async () => {
    const { body } = await api(
      '*[_id == "prod-1"][0]{_id, title, price, "categoryName": category->title}',
      { perspective: 'drafts', resultSourceMap: 'true' },
      TOKEN,
    )
    expect(body.result).toEqual({ _id: 'prod-1', title: 'Linen Abaya (new season)', price: 95, categoryName: null })
    const map = body.resultSourceMap
    const source = (resultPath: string) => {
      const mapping = map.mappings[resultPath]
      return mapping && { document: map.documents[mapping.source.document], path: map.paths[mapping.source.path] }
    }
    // The draft has no category; the title is the draft's own.
    expect(source("$['title']")).toEqual({ document: { _id: 'drafts.prod-1', _type: 'product' }, path: "$['title']" })
    expect(source("$['_id']")).toBeUndefined()

    const published = await api(
      '*[_type == "product"] | order(_id) {_id, title, "categoryName": category->title}[0...2]',
      { perspective: 'published', resultSourceMap: 'true' },
      TOKEN,
    )
    const mapping = published.body.resultSourceMap.mappings["$[1]['categoryName']"]!
    expect(published.body.resultSourceMap.documents[mapping.source.document]).toEqual({
      _id: 'cat-hijabs',
      _type: 'category',
    })
    expect(published.body.resultSourceMap.paths[mapping.source.path]).toBe("$['title']")
    expect(mapping.type).toBe('value')
    expect(mapping.source.type).toBe('documentValue')
  })

  it('names array items by their _key with withKeyArraySelector, by index with true', async () => {
    const query = '*[_id == "prod-4"][0]{_id, "colours": variants[].colour, "title": coalesce(titleAr, title)}'
    const keyed = (await api(query, { resultSourceMap: 'withKeyArraySelector' }, TOKEN)).body.resultSourceMap
    const pathOf = (map: SourceMap, resultPath: string) => map.paths[map.mappings[resultPath]!.source.path]
    expect(pathOf(keyed, "$['colours'][0]")).toBe("$['variants'][?(@._key=='v-sand')]['colour']")
    expect(pathOf(keyed, "$['colours'][1]")).toBe("$['variants'][?(@._key=='v-o\\'dark')]['colour']")
    expect(pathOf(keyed, "$['title']")).toBe("$['titleAr']")
    const indexed = (await api(query, { resultSourceMap: 'true' }, TOKEN)).body.resultSourceMap
    expect(pathOf(indexed, "$['colours'][1]")).toBe("$['variants'][1]['colour']")
  })

  it('answers no map unless asked, and an anonymous map names no draft', async () => {
    expect((await api('*[_id == "prod-1"][0]{_id, title}', {}, TOKEN)).body).not.toHaveProperty('resultSourceMap')
    const anonymous = await api('*[_type == "product"]{_id, title}', {
      perspective: 'drafts',
      resultSourceMap: 'true',
    })
    const ids = anonymous.body.resultSourceMap.documents.map((d) => d._id)
    expect(ids.sort()).toEqual(['prod-1', 'prod-2', 'prod-4'])
  })

  it('lets @sanity/client’s own stega encoder mark each text with its Studio edit link', async () => {
    const client = h.client(TOKEN).withConfig({
      apiVersion: '2025-02-19',
      perspective: 'drafts',
      stega: { enabled: true, studioUrl: 'https://studio.example' },
    })
    const result = await client.fetch<{ _id: string; title: string }>('*[_id == "prod-1"][0]{_id, title}')
    expect(result.title).not.toBe('Linen Abaya (new season)')
    expect(stegaClean(result.title)).toBe('Linen Abaya (new season)')
    const { vercelStegaDecode } = await import('@vercel/stega')
    const encoded = vercelStegaDecode(result.title) as { href: string }
    expect(decodeURIComponent(encoded.href)).toContain('id=prod-1;type=product;path=title')
    expect(result._id).toBe('prod-1')
  })

  it('gives the shop’s own reads the same map in process (lake.queryWithSourceMap)', async () => {
    const { result, resultSourceMap } = await h.lake.queryWithSourceMap<{ title: string }>(
      '*[_id == $id][0]{title}',
      { id: 'prod-3' },
      { perspective: 'drafts' },
    )
    expect(result.title).toBe('Secret Kaftan')
    expect(resultSourceMap.documents).toEqual([{ _id: 'drafts.prod-3', _type: 'product' }])
  })
})

describe('Live Content API (the Presentation tool’s live queries)', () => {
  it('welcomes a client, then tells it to read again after each change it may see; drafts need the token', async () => {
    const client = h.client(TOKEN).withConfig({ apiVersion: '2025-02-19' })
    const seen: string[] = []
    const heard = (type: string) => waitFor(() => seen.includes(type))
    const subscription = client.live.events({ includeDrafts: true }).subscribe((event) => seen.push(event.type))
    await heard('welcome')
    await h.writer.createOrReplace({ _id: 'drafts.prod-2', _type: 'product', title: 'Jersey Hijab (typing…)' })
    await heard('restart')
    subscription.unsubscribe()
    expect(seen.slice(0, 2)).toEqual(['welcome', 'restart'])

    const anonymous = await fetch(`${h.apiHost}/v2025-02-19/data/live/events/production?includeDrafts=true`)
    expect(anonymous.status).toBe(401)
    const cors = await fetch(`${h.apiHost}/v2025-02-19/check/cors`)
    expect(await cors.json()).toEqual({ result: { allowed: true, withCredentials: false } })
  })
})
