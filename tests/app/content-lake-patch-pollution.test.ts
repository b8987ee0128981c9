/**
 * Prototype pollution through content-lake patches (docs/security/content-lake.md, L10): a patch path through
 * `__proto__` used to write to Object.prototype of the whole shop process. Replayed against the compiled shop
 * with the lake token, as an editor (or anyone holding a leaked token) would send it.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startShop, type ShopProcess } from '@/harness/shop'

const TOKEN = 'app-test-lake-token-0123456789abcdef0123'
const DOC = 'pollution-target'

let shop: ShopProcess
beforeAll(async () => {
  shop = await startShop({ env: { CONTENT_LAKE_TOKEN: TOKEN } })
  const created = await mutate([
    { createOrReplace: { _id: DOC, _type: 'note', title: 'Untouched', count: 1, tags: [{ _key: 'a', v: 1 }] } },
  ])
  expect(created.status).toBe(200)
})
afterAll(async () => {
  await shop?.stop()
})

function mutate(mutations: unknown[]) {
  return fetch(`${shop.url}/content/v2022-03-07/data/mutate/production?returnDocuments=true`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ mutations }),
  })
}

async function expectMutationError(res: Response) {
  expect(res.status).toBe(400)
  const body = (await res.json()) as { error: { type: string; items?: Array<{ error: { type: string } }> } }
  expect(body.error.type).toBe('mutationError')
  expect(body.error.items?.[0]?.error.type).toBe('invalidPatch')
}

describe('prototype pollution through patches', () => {
  test('the reported exploit is refused, and Object.prototype of the shop stays clean', async () => {
    await expectMutationError(await mutate([{ patch: { id: DOC, set: { '__proto__.polluted': 'yes' } } }]))
    // Had this one polluted Object.prototype, every later patch would carry ifRevisionID and fail with 409.
    await expectMutationError(await mutate([{ patch: { id: DOC, set: { '__proto__.ifRevisionID': 'nope' } } }]))
    const benign = await mutate([{ patch: { id: DOC, set: { title: 'Still patchable' } } }])
    expect(benign.status).toBe(200)
  })

  const paths = ['__proto__.x', 'constructor.prototype.x', 'title.constructor', 'tags[0].__proto__.x', 'prototype']
  const operations: Record<string, (path: string) => Record<string, unknown>> = {
    set: (path) => ({ set: { [path]: 'yes' } }),
    setIfMissing: (path) => ({ setIfMissing: { [path]: 'yes' } }),
    unset: (path) => ({ unset: [path] }),
    inc: (path) => ({ inc: { [path]: 1 } }),
    dec: (path) => ({ dec: { [path]: 1 } }),
    insert: (path) => ({ insert: { after: `${path}[-1]`, items: ['yes'] } }),
    diffMatchPatch: (path) => ({ diffMatchPatch: { [path]: '@@ -1 +1 @@\n-a\n+b\n' } }),
  }

  test.each(Object.keys(operations))('%s refuses __proto__, constructor and prototype path segments', async (op) => {
    for (const path of paths) {
      const res = await mutate([{ patch: { id: DOC, ...operations[op]!(path) } }])
      await expectMutationError(res)
    }
    const res = await fetch(`${shop.url}/content/v2022-03-07/data/doc/production/${DOC}`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    })
    const [doc] = ((await res.json()) as { documents: Array<Record<string, unknown>> }).documents
    expect(doc).toMatchObject({ count: 1, tags: [{ _key: 'a', v: 1 }] })
    expect(Object.keys(doc!)).not.toContain('x')
  })
})
