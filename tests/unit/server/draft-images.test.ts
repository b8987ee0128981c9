import { describe, expect, it } from 'vitest'
import { withoutUnfinishedImages } from '@/server/catalogue/drafts'

// Draft preview (docs/architecture.md §2.7): a draft may hold an image still being uploaded (no asset yet).
describe('draft answers without unfinished images', () => {
  it('drops an image item with no asset from a gallery and nulls a single one; finished images stay', () => {
    const asset = { _type: 'reference', _ref: 'image-abc-800x1000-webp' }
    const draft = {
      title: 'Sage Everyday Jersey Hijab',
      images: [
        { _type: 'image', _key: 'a', asset, alt: 'Front' },
        { _type: 'image', _key: 'b' },
      ],
      image: { _type: 'image' },
      variants: [{ _key: 'v', colour: 'Sage' }],
    }
    expect(withoutUnfinishedImages(draft)).toEqual({
      title: 'Sage Everyday Jersey Hijab',
      images: [{ _type: 'image', _key: 'a', asset, alt: 'Front' }],
      image: null,
      variants: [{ _key: 'v', colour: 'Sage' }],
    })
    expect(withoutUnfinishedImages([{ _type: 'image' }, 'text', 3, null])).toEqual(['text', 3, null])
  })
})
