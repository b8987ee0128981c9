import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiError } from '@/server/content-lake/index'
import { fixtures, seedFixtures, startLake, TOKEN, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await startLake()
  await seedFixtures(h)
})
afterAll(() => h.stop(true))

describe('query (GET)', () => {
  it('answers GROQ with params of several types, following references', async () => {
    const params = { slug: 'linen-abaya', minPrice: 10, tags: ['linen', 'x'], on: true, nothing: null, obj: { a: 1 } }
    const result = await h.client().fetch(
      `*[_type == "product" && slug.current == $slug && price > $minPrice && count((tags)[@ in $tags]) > 0 && $on && $nothing == null && $obj.a == 1][0]{
        title, price, "categoryName": category->title
      }`,
      params,
    )
    expect(result).toEqual({ title: 'Linen Abaya', price: 89.5, categoryName: 'Abayas' })
  })

  it('returns the response shape {ms, query, result} (query left out when returnQuery=false)', async () => {
    const res = await fetch(
      `${h.apiHost}/v2022-03-07/data/query/production?query=${encodeURIComponent('count(*[_type=="category"])')}`,
    )
    const body = await res.json()
    expect(res.status).toBe(200)
    expect(body).toMatchObject({ query: 'count(*[_type=="category"])', result: 2 })
    expect(typeof body.ms).toBe('number')
    const quiet = await fetch(`${h.apiHost}/v2022-03-07/data/query/production?query=count(*)&returnQuery=false`)
    expect(await quiet.json()).not.toHaveProperty('query')
  })

  it('supports params in slices, order and deref filters', async () => {
    const titles = await h.client().fetch(`*[_type == "product"] | order(price desc)[0...$n].title`, { n: 1 })
    expect(titles).toEqual(['Linen Abaya'])
    const inCategory = await h
      .client()
      .fetch(`*[_type == "product" && category->slug.current == $c]._id`, { c: 'hijabs' })
    expect(inCategory).toEqual(['prod-2'])
  })

  it('reports a syntax error in Sanity’s queryParseError shape, and the client throws', async () => {
    const res = await fetch(
      `${h.apiHost}/v2022-03-07/data/query/production?query=${encodeURIComponent('*[_type == ]')}`,
    )
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(body.error).toMatchObject({ type: 'queryParseError', query: '*[_type == ]' })
    expect(typeof body.error.description).toBe('string')
    expect(typeof body.error.start).toBe('number')
    expect(typeof body.error.end).toBe('number')
    await expect(h.client().fetch('*[_type == ]')).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('GROQ query parse error'),
    })
  })

  it('refuses a query that references a param that was not provided', async () => {
    await expect(h.client().fetch('*[slug.current == $slug]')).rejects.toMatchObject({
      statusCode: 400,
      message: expect.stringContaining('param $slug referenced, but not provided'),
    })
  })

  it('refuses a $param that is not JSON with a clear message', async () => {
    const url = `${h.apiHost}/v2022-03-07/data/query/production?query=${encodeURIComponent('*[slug.current == $slug]')}&$slug=linen-abaya`
    const res = await fetch(url)
    expect(res.status).toBe(400)
    expect((await res.json()).error.description).toMatch(/\$slug is not valid JSON/)
  })

  it('answers unknown datasets with 404', async () => {
    const res = await fetch(`${h.apiHost}/v2022-03-07/data/query/staging?query=*`)
    expect(res.status).toBe(404)
  })
})

describe('query (POST)', () => {
  it('is used by the client for queries over 11 KB: answered for token holders, 413 for anonymous callers', async () => {
    const padding = ` && !(_id in ${JSON.stringify(Array.from({ length: 1200 }, (_, i) => `nope-${i}`))})`
    const query = `*[_type == "category"${padding}] | order(title asc).title`
    expect(query.length).toBeGreaterThan(11_264)
    expect(await h.client(TOKEN).fetch(query)).toEqual(['Abayas', 'Hijabs'])
    await expect(h.client().fetch(query)).rejects.toMatchObject({ statusCode: 413 })
  })

  it('takes params as plain JSON in the body', async () => {
    const result = await h.client().request({
      method: 'POST',
      uri: '/data/query/production',
      body: { query: '*[_id == $id][0].price', params: { id: 'prod-2' } },
    })
    expect(result).toMatchObject({ result: 19 })
  })

  it('reports parse errors on POST too', async () => {
    const res = await fetch(`${h.apiHost}/v2022-03-07/data/query/production`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '*[', params: {} }),
    })
    expect(res.status).toBe(400)
    expect((await res.json()).error.type).toBe('queryParseError')
  })
})

describe('doc', () => {
  it('returns found documents and lists missing ones as omitted', async () => {
    const res = await fetch(`${h.apiHost}/v2022-03-07/data/doc/production/prod-1,nope,cat-hijabs`)
    const body = await res.json()
    expect(body.documents.map((d: { _id: string }) => d._id)).toEqual(['prod-1', 'cat-hijabs'])
    expect(body.omitted).toEqual([{ id: 'nope', reason: 'existence' }])
    expect(await h.client().getDocuments(['cat-abayas', 'missing'])).toEqual([
      expect.objectContaining({ _id: 'cat-abayas', title: 'Abayas' }),
      null,
    ])
    expect(await h.client().getDocument('prod-2')).toMatchObject({ title: 'Jersey Hijab', _rev: expect.any(String) })
  })
})

describe('drafts and perspectives', () => {
  it('hides drafts from readers without the token (query and doc)', async () => {
    const ids = await h.client().fetch<string[]>('*[_type == "product"]._id')
    expect(ids.sort()).toEqual(['prod-1', 'prod-2'])
    expect(await h.client().getDocument('drafts.prod-3')).toBeUndefined()
    expect(await h.client().fetch('*[_id == "drafts.prod-3"][0]')).toBeNull()
  })

  it('shows drafts side by side (raw) to a caller with the token', async () => {
    const ids = await h.client(TOKEN).fetch<string[]>('*[_type == "product"]._id')
    expect(ids.sort()).toEqual(['drafts.prod-1', 'drafts.prod-3', 'prod-1', 'prod-2'])
    expect(await h.client(TOKEN).getDocument('drafts.prod-3')).toMatchObject({ title: 'Secret Kaftan' })
  })

  it('overlays drafts for perspective=drafts with the token, and only published without it', async () => {
    const query = '*[_type == "product"] | order(_id asc){_id, title}'
    const drafts = await h.client(TOKEN).fetch(query, {}, { perspective: 'drafts' })
    expect(drafts).toEqual([
      { _id: 'prod-1', title: 'Linen Abaya (new season)' },
      { _id: 'prod-2', title: 'Jersey Hijab' },
      { _id: 'prod-3', title: 'Secret Kaftan' },
    ])
    const res = await fetch(
      `${h.apiHost}/v2022-03-07/data/query/production?query=${encodeURIComponent(query)}&perspective=drafts`,
    )
    expect((await res.json()).result).toEqual([
      { _id: 'prod-1', title: 'Linen Abaya' },
      { _id: 'prod-2', title: 'Jersey Hijab' },
    ])
    const published = await h
      .client(TOKEN)
      .fetch<string[]>('*[_type == "product"]._id', {}, { perspective: 'published' })
    expect(published.sort()).toEqual(['prod-1', 'prod-2'])
  })

  it('defaults to the published perspective from API version 2025-02-19 on', async () => {
    const url = `${h.apiHost}/v2025-02-19/data/query/production?query=${encodeURIComponent('count(*[_type == "product"])')}`
    const res = await fetch(url, { headers: { authorization: `Bearer ${TOKEN}` } })
    expect((await res.json()).result).toBe(2)
  })

  it('refuses a wrong token with 401 instead of silently downgrading', async () => {
    await expect(h.client('wrong-token').fetch('count(*)')).rejects.toMatchObject({ statusCode: 401 })
  })

  it('keeps fixture _createdAt', async () => {
    const doc = await h.client().getDocument('prod-1')
    expect(doc?._createdAt).toBe(fixtures[2]!._createdAt)
  })
})

describe('in-process query (lake.query)', () => {
  it('answers like the HTTP API, published documents by default', async () => {
    const query = '*[_type == "product"] | order(_id asc){_id, title, "category": category->title}'
    const viaHttp = await h.client().fetch(query)
    expect(await h.lake.query(query)).toEqual(viaHttp)
    expect(await h.lake.query<string[]>('*[_type == "product"]._id')).toEqual(['prod-1', 'prod-2'])
  })

  it('takes params and a perspective', async () => {
    expect(await h.lake.query('*[slug.current == $slug][0].title', { slug: 'linen-abaya' })).toBe('Linen Abaya')
    const drafts = await h.lake.query('*[_id == $id][0].title', { id: 'prod-1' }, { perspective: 'drafts' })
    expect(drafts).toBe('Linen Abaya (new season)')
    const raw = await h.lake.query<string[]>('*[_type == "product"]._id', {}, { perspective: 'raw' })
    expect(raw.sort()).toEqual(['drafts.prod-1', 'drafts.prod-3', 'prod-1', 'prod-2'])
  })

  it('hands back a copy: changing a result changes nothing stored', async () => {
    const doc = await h.lake.query<{ title: string }>('*[_id == "prod-2"][0]')
    doc.title = 'Changed by a caller'
    expect(await h.lake.query('*[_id == "prod-2"][0].title')).not.toBe('Changed by a caller')
    expect((await h.client().getDocument('prod-2'))?.title).not.toBe('Changed by a caller')
  })

  it('sees a commit at once', async () => {
    await h.writer.createOrReplace({ _id: 'cat-new', _type: 'category', title: 'New' })
    expect(await h.lake.query('*[_id == "cat-new"][0].title')).toBe('New')
    await h.writer.delete('cat-new')
    expect(await h.lake.query('*[_id == "cat-new"][0]')).toBeNull()
  })

  it('throws ApiError in Sanity’s shapes for bad queries and missing params', async () => {
    await expect(h.lake.query('*[_type == ]')).rejects.toBeInstanceOf(ApiError)
    await expect(h.lake.query('*[_type == ]')).rejects.toMatchObject({ body: { type: 'queryParseError' } })
    await expect(h.lake.query('*[slug.current == $slug]')).rejects.toMatchObject({
      status: 400,
      body: { type: 'queryParseError', description: 'param $slug referenced, but not provided' },
    })
  })
})
