import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { MutationEvent } from '@/server/content-lake/index'
import { startLake, TOKEN, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await startLake()
})
afterAll(() => h.stop(true))

const mutateUrl = () => `${h.apiHost}/v2022-03-07/data/mutate/production?returnIds=true&returnDocuments=true`

describe('mutate', () => {
  it('create sets _rev, _createdAt (honouring a provided one) and _updatedAt, and refuses duplicates with 409', async () => {
    const doc = await h.writer.create({
      _id: 'm-create',
      _type: 'product',
      title: 'Kimono',
      _createdAt: '2023-05-06T07:08:09Z',
    })
    expect(doc).toMatchObject({ _id: 'm-create', title: 'Kimono', _createdAt: '2023-05-06T07:08:09Z' })
    expect(doc._rev).toMatch(/^\w{10,}$/)
    expect(Date.parse(doc._updatedAt)).toBeGreaterThan(Date.now() - 60_000)
    await expect(h.writer.create({ _id: 'm-create', _type: 'product' })).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringContaining('already exists'),
    })
  })

  it('create without _id generates one, also under a "drafts." prefix', async () => {
    const doc = await h.writer.create({ _type: 'category', title: 'Generated' })
    expect(doc._id).toMatch(/^[A-Za-z0-9]{22}$/)
    const draft = await h.writer.create({ _id: 'drafts.', _type: 'category', title: 'Draft' })
    expect(draft._id).toMatch(/^drafts\.[A-Za-z0-9]{22}$/)
  })

  it('createOrReplace replaces the whole document and keeps _createdAt; createIfNotExists leaves an existing one', async () => {
    const first = await h.writer.createOrReplace({ _id: 'm-cor', _type: 'product', title: 'A', price: 1 })
    const second = await h.writer.createOrReplace({ _id: 'm-cor', _type: 'product', title: 'B' })
    expect(second).not.toHaveProperty('price')
    expect(second.title).toBe('B')
    expect(second._createdAt).toBe(first._createdAt)
    expect(second._rev).not.toBe(first._rev)
    const kept = await h.writer.createIfNotExists({ _id: 'm-cor', _type: 'product', title: 'C' })
    expect(kept.title).toBe('B')
    const res = await h.writer.mutate([{ createIfNotExists: { _id: 'm-cor', _type: 'product' } }], {
      returnDocuments: false,
    })
    expect(res.results).toEqual([{ id: 'm-cor', operation: 'none' }])
  })

  it('patch: set, unset, setIfMissing, inc, dec and insert', async () => {
    await h.writer.createOrReplace({
      _id: 'm-patch',
      _type: 'product',
      title: 'Old',
      price: 10,
      stock: 5,
      colours: [
        { _key: 'a', name: 'Black' },
        { _key: 'b', name: 'Navy' },
      ],
      seo: { title: 'x', description: 'y' },
    })
    const doc = await h.writer
      .patch('m-patch')
      .set({ title: 'New', 'seo.title': 'Deep', 'colours[_key=="b"].name': 'Midnight' })
      .unset(['seo.description', 'colours[0]'])
      .setIfMissing({ title: 'ignored', tags: [] })
      .inc({ price: 2.5 })
      .dec({ stock: 2 })
      .insert('after', 'tags[-1]', ['new'])
      .commit()
    expect(doc).toMatchObject({
      title: 'New',
      price: 12.5,
      stock: 3,
      tags: ['new'],
      seo: { title: 'Deep' },
      colours: [{ _key: 'b', name: 'Midnight' }],
    })
    expect(doc.seo).not.toHaveProperty('description')
    const again = await h.writer
      .patch('m-patch')
      .insert('before', 'colours[0]', [{ _key: 'c', name: 'Sand' }])
      .commit()
    expect(again.colours.map((c: { _key: string }) => c._key)).toEqual(['c', 'b'])
  })

  it('patch on a missing document fails with 409', async () => {
    await expect(h.writer.patch('m-missing').set({ a: 1 }).commit()).rejects.toMatchObject({ statusCode: 409 })
  })

  it('refuses __proto__, constructor and prototype path segments in every patch operation', async () => {
    await h.writer.createOrReplace({ _id: 'm-proto', _type: 'product', n: 1, list: [{ _key: 'a' }] })
    const ops = (path: string) => [
      { set: { [path]: 'yes' } },
      { setIfMissing: { [path]: 'yes' } },
      { unset: [path] },
      { inc: { [path]: 1 } },
      { dec: { [path]: 1 } },
      { insert: { after: `${path}[-1]`, items: [1] } },
      { diffMatchPatch: { [path]: '@@ -1 +1 @@\n-a\n+b\n' } },
    ]
    for (const path of ['__proto__.polluted', 'constructor.prototype.polluted', 'list[0].__proto__.polluted']) {
      for (const op of ops(path)) {
        await expect(h.writer.mutate([{ patch: { id: 'm-proto', ...op } }])).rejects.toMatchObject({
          statusCode: 400,
          message: expect.stringContaining('reserved name'),
        })
      }
    }
    // A JSON key "__proto__" is an own property after JSON.parse; it must not reach the prototype either.
    const res = await fetch(mutateUrl(), {
      method: 'POST',
      headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
      body: '{"mutations":[{"patch":{"id":"m-proto","set":{"__proto__":{"polluted":"yes"}}}}]}',
    })
    expect(res.status).toBe(400)
    expect((await res.json()).error.type).toBe('mutationError')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(await h.writer.getDocument('m-proto')).toMatchObject({ n: 1, list: [{ _key: 'a' }] })
  })

  it('patches still reach nested fields that merely look like object internals', async () => {
    await h.writer.createOrReplace({ _id: 'm-names', _type: 'product', proto: { x: 1 } })
    const doc = await h.writer
      .patch('m-names')
      .set({ 'proto.x': 2, 'meta.constructorName': 'ok', 'items[_key=="__proto__"]': 'ignored' })
      .commit()
    expect(doc).toMatchObject({ proto: { x: 2 }, meta: { constructorName: 'ok' } })
  })

  it('ifRevisionID: applies on a match, 409 on a mismatch', async () => {
    const doc = await h.writer.createOrReplace({ _id: 'm-rev', _type: 'product', title: 'v1' })
    const updated = await h.writer.patch('m-rev').ifRevisionId(doc._rev).set({ title: 'v2' }).commit()
    expect(updated.title).toBe('v2')
    await expect(h.writer.patch('m-rev').ifRevisionId(doc._rev).set({ title: 'v3' }).commit()).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringContaining('unexpected revision ID'),
    })
    expect((await h.writer.getDocument('m-rev'))?.title).toBe('v2')
  })

  it('delete by id and by query', async () => {
    await h.writer.createOrReplace({ _id: 'm-del', _type: 'temp' })
    await h.writer.createOrReplace({ _id: 'm-del-2', _type: 'temp' })
    const res = await h.writer.delete('m-del')
    expect(res.results).toEqual([{ id: 'm-del', operation: 'delete' }])
    await h.writer.delete({ query: '*[_type == $t]', params: { t: 'temp' } })
    expect(await h.writer.fetch('count(*[_type == "temp"])')).toBe(0)
  })

  it('a multi-mutation transaction commits together and returns one result per document', async () => {
    const res = await h.writer
      .transaction()
      .create({ _id: 'tx-1', _type: 'product', title: 'One' })
      .createOrReplace({ _id: 'tx-2', _type: 'product', title: 'Two' })
      .patch('tx-1', (p) => p.set({ price: 5 }))
      .commit()
    expect(res.transactionId).toEqual(expect.any(String))
    expect(res.results.map((r) => [r.id, r.operation])).toEqual([
      ['tx-1', 'create'],
      ['tx-2', 'create'],
      ['tx-1', 'update'],
    ])
    const docs = await h.writer.getDocuments(['tx-1', 'tx-2'])
    expect(docs.map((d) => d?._rev)).toEqual([res.transactionId, res.transactionId])
    expect(docs[0]).toMatchObject({ title: 'One', price: 5 })
  })

  it('a transaction that fails midway applies nothing', async () => {
    await h.writer.createOrReplace({ _id: 'tx-keep', _type: 'product', title: 'Keep' })
    const attempt = h.writer
      .transaction()
      .create({ _id: 'tx-new', _type: 'product', title: 'Should not exist' })
      .patch('tx-keep', (p) => p.set({ title: 'Changed' }))
      .patch('tx-does-not-exist', (p) => p.set({ title: 'boom' }))
      .commit()
    await expect(attempt).rejects.toMatchObject({
      statusCode: 409,
      details: { type: 'mutationError', items: [{ index: 2 }] },
    })
    expect(await h.writer.getDocument('tx-new')).toBeUndefined()
    expect((await h.writer.getDocument('tx-keep'))?.title).toBe('Keep')
  })

  it('answers malformed mutations with 400 mutationError', async () => {
    const res = await fetch(mutateUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${h.writer.config().token}` },
      body: JSON.stringify({ mutations: [{ create: { _id: 'no-type' } }] }),
    })
    expect(res.status).toBe(400)
    expect((await res.json()).error).toMatchObject({
      type: 'mutationError',
      description: expect.stringContaining('_type'),
    })
  })

  it('refuses writes without the token (401 authError) and changes nothing', async () => {
    const anonymous = h.client()
    await expect(anonymous.create({ _id: 'anon', _type: 'product' })).rejects.toMatchObject({
      statusCode: 401,
      message: expect.stringMatching(/^Unauthorized - Session not found/),
    })
    const res = await fetch(mutateUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mutations: [{ create: { _id: 'anon', _type: 'product' } }] }),
    })
    expect(res.status).toBe(401)
    // Sanity's own 401 body.
    expect(await res.json()).toMatchObject({
      statusCode: 401,
      error: 'Unauthorized',
      message: expect.stringContaining('token'),
    })
    expect(await h.writer.getDocument('anon')).toBeUndefined()
  })

  it('notifies onMutation subscribers with document ids and types', async () => {
    const events: MutationEvent[] = []
    const unsubscribe = h.lake.onMutation((e) => events.push(e))
    await h.writer
      .transaction()
      .createOrReplace({ _id: 'ev-1', _type: 'hero' })
      .createOrReplace({ _id: 'ev-2', _type: 'category' })
      .commit()
    unsubscribe()
    await h.writer.createOrReplace({ _id: 'ev-3', _type: 'hero' })
    expect(events).toEqual([
      {
        documentIds: ['ev-1', 'ev-2'],
        types: ['hero', 'category'],
        // Each changed document with its type: what invalidation by key re-runs queries for (docs/adr/0007).
        documents: [
          { id: 'ev-1', type: 'hero' },
          { id: 'ev-2', type: 'category' },
        ],
      },
    ])
  })
})
