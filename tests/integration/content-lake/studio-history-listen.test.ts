import type { MutationEvent } from '@sanity/client'
import { applyPatch } from 'mendoza'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startLake, TOKEN, waitFor, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await startLake()
})
afterAll(() => h.stop(true))

const headers = { authorization: `Bearer ${TOKEN}` }
const withoutRev = (doc: Record<string, unknown> | null | undefined) => {
  if (!doc) return null
  const { _rev: _ignored, ...rest } = doc
  return rest
}
const edit = (id: string, patch: Record<string, unknown>) =>
  h.writer.withConfig({ apiVersion: '2025-02-19' }).action({
    actionType: 'sanity.action.document.edit',
    draftId: `drafts.${id}`,
    publishedId: id,
    patch,
  })

async function history(path: string) {
  const res = await fetch(`${h.apiHost}/v2025-02-19/data/history/production/${path}`, { headers })
  expect(res.status).toBe(200)
  return res
}

describe('history (Review changes, restore)', () => {
  it('lists a document’s transactions with mendoza effects that replay its revisions, newest first on request', async () => {
    const created = await h.writer.create({ _id: 'drafts.h1', _type: 'product', title: 'One', price: 1 })
    await edit('h1', { set: { title: 'Two' } })
    await edit('h1', { set: { price: 2, 'dims.width': 3 } })
    const text = await (
      await history(
        'transactions/h1,drafts.h1?effectFormat=mendoza&excludeMutations=true&includeIdentifiedDocumentsOnly=true',
      )
    ).text()
    const entries = text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(entries).toHaveLength(3)
    expect(entries[0]).toMatchObject({ id: created._rev, author: 'local-editor', documentIDs: ['drafts.h1'] })
    expect(entries[0]).not.toHaveProperty('mutations')

    // Applying each effect in order rebuilds the document Studio holds (it keeps documents without _rev).
    let value: unknown = null
    for (const entry of entries) value = applyPatch(value, entry.effects['drafts.h1'].apply)
    expect(value).toEqual(withoutRev(await h.writer.getDocument('drafts.h1')))

    const reversed = await (await history('transactions/drafts.h1?reverse=true&limit=2')).text()
    expect(
      reversed
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line).id),
    ).toEqual([entries[2].id, entries[1].id])
  })

  it('returns a document as it was at a revision, and a deleted one with lastRevision', async () => {
    const first = await h.writer.createOrReplace({ _id: 'h2', _type: 'category', title: 'Before' })
    await h.writer.patch('h2').set({ title: 'After' }).commit()
    const atFirst = await (await history(`documents/h2?revision=${first._rev}`)).json()
    expect(atFirst.documents).toEqual([expect.objectContaining({ _id: 'h2', title: 'Before', _rev: first._rev })])

    await h.writer.delete('h2')
    const last = await (await history('documents/h2,drafts.h2?lastRevision=true')).json()
    expect(last.documents).toEqual([expect.objectContaining({ _id: 'h2', title: 'After' })])
  })

  it('is kept across restarts, and only token holders read it', async () => {
    const dataDir = h.dataDir
    await h.stop()
    h = await startLake(dataDir)
    const text = await (await history('transactions/h2')).text()
    expect(text.trim().split('\n')).toHaveLength(3)
    expect((await fetch(`${h.apiHost}/v2025-02-19/data/history/production/transactions/h2`)).status).toBe(401)
  })
})

describe('listen as Studio uses it (mendoza effects, revisions, versions)', () => {
  it('sends effects that turn the previous revision into the next, with revisions that chain', async () => {
    await h.writer.createOrReplace({ _id: 'drafts.l1', _type: 'product', title: 'Start', tags: ['a'] })
    const start = await h.writer.getDocument('drafts.l1')
    const events: MutationEvent[] = []
    let welcomed = false
    const subscription = h.writer
      .listen(
        '*[_id in [$id, $draft]]',
        { id: 'l1', draft: 'drafts.l1' },
        {
          events: ['welcome', 'mutation'],
          effectFormat: 'mendoza',
          includeResult: false,
          includeMutations: false,
          includeAllVersions: true,
        },
      )
      .subscribe((event) => {
        if (event.type === 'welcome') welcomed = true
        else events.push(event as MutationEvent)
      })
    await waitFor(() => welcomed)
    await edit('l1', { set: { title: 'Middle', 'meta.colour': 'sand' } })
    await edit('l1', { unset: ['tags'], set: { 'meta.size': 'M' } })
    await h.writer.withConfig({ apiVersion: '2025-02-19' }).action({
      actionType: 'sanity.action.document.publish',
      draftId: 'drafts.l1',
      publishedId: 'l1',
    })
    await h.writer.createOrReplace({ _id: 'other', _type: 'product', title: 'not listened to' })
    await waitFor(() => events.length >= 4)
    subscription.unsubscribe()

    let draft: unknown = withoutRev(start)
    let rev: string | undefined = start!._rev
    for (const event of events.filter((e) => e.documentId === 'drafts.l1')) {
      expect(event.previousRev).toBe(rev)
      expect(event).not.toHaveProperty('mutations')
      expect(event.identity).toBe('local-editor')
      draft = applyPatch(draft, event.effects!.apply)
      rev = event.resultRev
    }
    expect(draft).toBeNull() // publish removed the draft
    const publish = events.find((e) => e.documentId === 'l1')!
    expect(publish.transition).toBe('appear')
    expect(applyPatch(null, publish.effects!.apply)).toEqual(withoutRev(await h.writer.getDocument('l1')))
    expect(events.map((e) => e.documentId)).not.toContain('other')
  })

  it('sends release versions only to listeners that ask for all versions', async () => {
    const collect = (includeAllVersions: boolean) => {
      const ids: string[] = []
      const state = { welcomed: false }
      const subscription = h.writer
        .listen(
          '*[_type == "product"]',
          {},
          { events: ['welcome', 'mutation'], includeResult: false, includeAllVersions },
        )
        .subscribe((event) => {
          if (event.type === 'welcome') state.welcomed = true
          else ids.push((event as MutationEvent).documentId)
        })
      return { ids, state, stop: () => subscription.unsubscribe() }
    }
    const all = collect(true)
    const plain = collect(false)
    await waitFor(() => all.state.welcomed && plain.state.welcomed)
    await h.writer.createOrReplace({ _id: 'versions.r1.v1', _type: 'product', title: 'In a release' })
    await h.writer.createOrReplace({ _id: 'v1', _type: 'product', title: 'Published' })
    await waitFor(() => all.ids.length >= 2 && plain.ids.length >= 1)
    all.stop()
    plain.stop()
    expect(all.ids).toEqual(['versions.r1.v1', 'v1'])
    expect(plain.ids).toEqual(['v1'])
  })
})
