import type { SanityClient } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLake, TOKEN, type Harness } from './harness'

let h: Harness
let studio: SanityClient
beforeAll(async () => {
  h = await startLake()
  // Studio's own client: a recent API version, the token, the drafts the Actions API writes.
  studio = h.writer.withConfig({ apiVersion: '2025-02-19' })
  await h.writer.createOrReplace({
    _id: 'abaya',
    _type: 'product',
    title: 'Linen Abaya',
    price: 89,
    _createdAt: '2024-01-02T03:04:05Z',
  })
})
afterAll(() => h.stop(true))

const doc = (id: string) => h.writer.getDocument(id)
const published = (id: string) => h.client().getDocument(id)

describe('Actions API (what Studio sends for every edit and publish)', () => {
  it('edit starts a draft from the published document, applies set and diffMatchPatch, and shoppers keep the published one', async () => {
    await studio.action([
      {
        actionType: 'sanity.action.document.edit',
        draftId: 'drafts.abaya',
        publishedId: 'abaya',
        patch: { diffMatchPatch: { title: '@@ -1,11 +1,17 @@\n Linen Abaya\n+ (new)\n' }, set: { price: 95 } },
      },
    ])
    expect(await doc('drafts.abaya')).toMatchObject({ title: 'Linen Abaya (new)', price: 95, _type: 'product' })
    expect(await published('abaya')).toMatchObject({ title: 'Linen Abaya', price: 89 })
  })

  it('publish copies the draft over the published document (keeping _createdAt) and removes the draft', async () => {
    const before = await doc('abaya')
    await studio.action({
      actionType: 'sanity.action.document.publish',
      draftId: 'drafts.abaya',
      publishedId: 'abaya',
      ifPublishedRevisionId: before!._rev,
    })
    expect(await published('abaya')).toMatchObject({
      title: 'Linen Abaya (new)',
      price: 95,
      _createdAt: '2024-01-02T03:04:05Z',
    })
    expect(await doc('drafts.abaya')).toBeUndefined()
  })

  it('refuses a publish whose published revision moved on (409), changing nothing', async () => {
    await studio.action({
      actionType: 'sanity.action.document.edit',
      draftId: 'drafts.abaya',
      publishedId: 'abaya',
      patch: { set: { price: 1 } },
    })
    await expect(
      studio.action({
        actionType: 'sanity.action.document.publish',
        draftId: 'drafts.abaya',
        publishedId: 'abaya',
        ifPublishedRevisionId: 'not-the-revision',
      }),
    ).rejects.toMatchObject({ statusCode: 409, message: expect.stringContaining('has changed') })
    expect(await published('abaya')).toMatchObject({ price: 95 })
  })

  it('discard removes the draft; a second discard is a 409', async () => {
    await studio.action({ actionType: 'sanity.action.document.discard', draftId: 'drafts.abaya' })
    expect(await doc('drafts.abaya')).toBeUndefined()
    await expect(
      studio.action({ actionType: 'sanity.action.document.discard', draftId: 'drafts.abaya' }),
    ).rejects.toMatchObject({ statusCode: 409 })
  })

  it('unpublish turns the published document into a draft that shoppers no longer see', async () => {
    await studio.action({
      actionType: 'sanity.action.document.unpublish',
      draftId: 'drafts.abaya',
      publishedId: 'abaya',
    })
    expect(await published('abaya')).toBeUndefined()
    expect(await doc('drafts.abaya')).toMatchObject({ title: 'Linen Abaya (new)', price: 95 })
  })

  it('create makes a draft (duplicate is a create with a copy), and several actions commit as one transaction', async () => {
    const source = (await doc('drafts.abaya'))!
    const { _id: _i, _rev: _r, _updatedAt: _u, _createdAt: _c, ...attributes } = source
    const result = await studio.action([
      {
        actionType: 'sanity.action.document.create',
        publishedId: 'abaya-copy',
        attributes: { ...attributes, _id: 'drafts.abaya-copy', title: 'Linen Abaya (copy)' },
        ifExists: 'fail',
      },
      // [edit, publish] in one request publishes the edit.
      {
        actionType: 'sanity.action.document.edit',
        draftId: 'drafts.abaya-copy',
        publishedId: 'abaya-copy',
        patch: { set: { price: 70 } },
      },
      { actionType: 'sanity.action.document.publish', draftId: 'drafts.abaya-copy', publishedId: 'abaya-copy' },
    ])
    expect(result.transactionId).toEqual(expect.any(String))
    const copy = await published('abaya-copy')
    expect(copy).toMatchObject({ title: 'Linen Abaya (copy)', price: 70, _rev: result.transactionId })
    await expect(
      studio.action({
        actionType: 'sanity.action.document.create',
        publishedId: 'abaya',
        attributes: { _id: 'drafts.abaya', _type: 'product' },
        ifExists: 'fail',
      }),
    ).rejects.toMatchObject({ statusCode: 409, message: expect.stringContaining('already exists') })
  })

  it('delete removes the published document and its draft together', async () => {
    await studio.action({ actionType: 'sanity.action.document.publish', draftId: 'drafts.abaya', publishedId: 'abaya' })
    await studio.action({
      actionType: 'sanity.action.document.edit',
      draftId: 'drafts.abaya',
      publishedId: 'abaya',
      patch: { set: { price: 2 } },
    })
    await studio.action({
      actionType: 'sanity.action.document.delete',
      publishedId: 'abaya',
      includeDrafts: ['drafts.abaya'],
    })
    expect(await doc('abaya')).toBeUndefined()
    expect(await doc('drafts.abaya')).toBeUndefined()
  })

  it('deletes a never-published document by discarding its draft version (what Studio sends)', async () => {
    await h.writer.create({ _id: 'drafts.only-draft', _type: 'category', title: 'Draft only' })
    await studio.action({ actionType: 'sanity.action.document.version.discard', versionId: 'drafts.only-draft' })
    expect(await doc('drafts.only-draft')).toBeUndefined()
  })

  it('a failing action rolls the whole request back and names the action', async () => {
    const failed = studio.action([
      {
        actionType: 'sanity.action.document.edit',
        draftId: 'drafts.abaya-copy',
        publishedId: 'abaya-copy',
        patch: { set: { price: 3 } },
      },
      { actionType: 'sanity.action.document.discard', draftId: 'drafts.nothing-here' },
    ])
    await expect(failed).rejects.toMatchObject({ statusCode: 409 })
    expect(await doc('drafts.abaya-copy')).toBeUndefined()
  })

  it('refuses callers without the token, and release versions', async () => {
    const res = await fetch(`${h.apiHost}/v2025-02-19/data/actions/production`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        actions: [{ actionType: 'sanity.action.document.discard', draftId: 'drafts.abaya-copy' }],
      }),
    })
    expect(res.status).toBe(401)
    await expect(
      studio.action({
        actionType: 'sanity.action.document.edit',
        draftId: 'versions.r1.abaya-copy',
        publishedId: 'abaya-copy',
        patch: { set: { price: 3 } },
      }),
    ).rejects.toMatchObject({ statusCode: 400, message: expect.stringContaining('releases') })
  })
})

describe('who the caller is (Studio asks before anything else)', () => {
  it('answers /users/me for the token and 401 without it; /ping for anyone', async () => {
    const me = await fetch(`${h.apiHost}/v2026-05-04/users/me`, { headers: { authorization: `Bearer ${TOKEN}` } })
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({ id: 'local-editor', role: 'administrator' })
    expect((await fetch(`${h.apiHost}/v2026-05-04/users/me`)).status).toBe(401)
    const ping = await fetch(`${h.apiHost}/v2025-03-01/ping`)
    expect(await ping.text()).toBe('PONG')
  })

  it('grants the token holder everything on the dataset, and reports no comments dataset', async () => {
    const headers = { authorization: `Bearer ${TOKEN}` }
    const acl = await (
      await fetch(`${h.apiHost}/v2025-02-19/projects/local/datasets/production/acl`, { headers })
    ).json()
    expect(acl).toEqual([
      expect.objectContaining({
        filter: '_id in path("**")',
        permissions: expect.arrayContaining(['read', 'update', 'create', 'history']),
      }),
    ])
    const comments = await fetch(
      `${h.apiHost}/v2025-02-19/projects/local/datasets?datasetProfile=comments&addonFor=production`,
      { headers },
    )
    expect(await comments.json()).toEqual([])
  })
})
