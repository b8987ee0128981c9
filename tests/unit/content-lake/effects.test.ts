import { applyPatch } from 'mendoza'
import { describe, expect, it } from 'vitest'
import { effectsOf } from '@/server/content-lake/effects'
import type { Doc } from '@/server/content-lake/store'

const before: Doc = {
  _id: 'p',
  _type: 'product',
  _rev: 'r1',
  title: 'Abaya',
  slug: { _type: 'slug', current: 'abaya' },
  images: [{ _key: 'a', alt: 'front' }],
  meta: { size: { eu: 40, uk: 12 }, colour: 'sand' },
  gone: true,
}
const after: Doc = {
  _id: 'p',
  _type: 'product',
  _rev: 'r2',
  title: 'Linen Abaya',
  slug: { _type: 'slug', current: 'linen-abaya' },
  images: [{ _key: 'a', alt: 'front view' }],
  meta: { size: { eu: 40 }, colour: 'sand' },
  added: 1,
}
const held = ({ _rev: _ignored, ...doc }: Doc) => doc

describe('mendoza effects', () => {
  it('apply turns the document before into the one after and revert goes back, without _rev', () => {
    const { apply, revert } = effectsOf(before, after)
    expect(applyPatch(held(before), apply)).toEqual(held(after))
    expect(applyPatch(held(after), revert)).toEqual(held(before))
  })

  it('leaves unchanged fields out, so history attributes only what changed', () => {
    const { apply } = effectsOf(before, after)
    expect(JSON.stringify(apply)).not.toContain('"_type"')
    expect(JSON.stringify(apply)).not.toContain('sand')
  })

  it('creation and deletion are whole values', () => {
    expect(effectsOf(undefined, after)).toEqual({ apply: [0, held(after)], revert: [0, null] })
    expect(effectsOf(before, undefined)).toEqual({ apply: [0, null], revert: [0, held(before)] })
  })
})
