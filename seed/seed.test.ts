import { existsSync } from 'node:fs'
import path from 'node:path'
import { evaluate, parse } from 'groq-js'
import { createSchema, validateDocument, type SanityDocument } from 'sanity'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { CATEGORIES } from '@/lib/constants'
import { schemaTypes } from '@/studio/schemaTypes'
import { buildSeedDocuments } from './documents'
import { importSeed } from './import'
import { collectAssetRefs, assetFilename, loadSeed, seedDirectory, type SeedBundle } from './index'
import { memorySeedTarget } from './memoryTarget'

type SeedDocument = SeedBundle['documents'][number]
type ValidateOptions = Parameters<typeof validateDocument>[0]

let bundle: SeedBundle
let imported: ReturnType<typeof memorySeedTarget>

beforeAll(async () => {
  bundle = await loadSeed()
  imported = memorySeedTarget()
  await importSeed(imported.target, bundle)
}, 60_000)

const products = () => bundle.documents.filter((doc) => doc._type === 'product')
const slugOf = (doc: SeedDocument) => (doc.slug as { current: string }).current
const imagesOf = (doc: SeedDocument) => doc.images as Array<Record<string, unknown>>

/**
 * Validates like Studio would, offline: the real schema, reference existence answered from the seed
 * itself, and the client that uniqueness validators query answered by groq-js over the imported dataset.
 */
async function validate(documents: SeedDocument[], dataset: SeedDocument[], environment: 'studio' | 'cli' = 'studio') {
  const schema = createSchema({ name: 'default', types: schemaTypes })
  const ids = new Set(dataset.map((doc) => doc._id))
  const fakeClient = {
    fetch: async (query: string, params: Record<string, unknown> = {}) =>
      (await evaluate(parse(query), { dataset, params })).get(),
    withConfig: () => fakeClient,
    config: () => ({ projectId: 'local', dataset: 'production', apiVersion: '2022-03-07' }),
  }
  const getClient = () => fakeClient as unknown as ReturnType<NonNullable<ValidateOptions['getClient']>>
  const workspace = { schema, getClient, i18n: undefined } as unknown as ValidateOptions['workspace']
  return Promise.all(
    documents.map(async (document) => ({
      id: document._id,
      markers: await validateDocument({
        document: document as unknown as SanityDocument,
        workspace,
        // 'studio' by default, as editors see it: under 'cli' Sanity appends an unknown-fields check with
        // .warning() to every object rule, which downgrades custom errors on objects (the slug) to warnings.
        environment,
        getClient,
        getDocumentExists: async ({ id }) => ids.has(id),
      }),
    })),
  )
}

const errorsOf = (results: Awaited<ReturnType<typeof validate>>) =>
  results.flatMap(({ id, markers }) =>
    markers.filter((m) => m.level === 'error').map((m) => `${id} ${JSON.stringify(m.path)}: ${m.message}`),
  )

describe('seed dataset on disk', () => {
  it('matches what the catalogue generates (production.ndjson is up to date)', () => {
    expect(bundle.documents).toEqual(JSON.parse(JSON.stringify(buildSeedDocuments())))
  })

  it('has the three shop categories with the slugs the routes use', () => {
    const categories = bundle.documents.filter((doc) => doc._type === 'category')
    expect(categories.map((doc) => ({ slug: slugOf(doc), title: doc.title }))).toEqual(
      CATEGORIES.map(({ slug, title }) => ({ slug, title })),
    )
    expect(categories.map((doc) => doc._id)).toEqual(['category-women', 'category-men', 'category-accessories'])
  })

  it('has a size guide for every product sold in sizes, in its category (docs/product.md §16.7)', () => {
    const categories = new Map(bundle.documents.filter((doc) => doc._type === 'category').map((doc) => [doc._id, doc]))
    for (const product of products()) {
      const sizes = [...new Set(((product.variants ?? []) as Array<{ size?: string }>).flatMap((v) => v.size ?? []))]
      if (sizes.length === 0) continue
      const category = categories.get((product.category as { _ref: string })._ref)
      const guides = (category?.sizeGuides ?? []) as Array<{ rows: Array<{ size: string }> }>
      const listed = guides.some((guide) => sizes.every((size) => guide.rows.some((row) => row.size === size)))
      expect(listed, `${product._id}: ${sizes.join(' ')}`).toBe(true)
    }
  })

  it('has a hero titled Islamic Elegance with two images', () => {
    const hero = bundle.documents.find((doc) => doc._id === 'hero')
    expect(hero?.title).toBe('Islamic Elegance')
    expect(collectAssetRefs(hero)).toHaveLength(2)
  })

  it('has Arabic beside the English of every product, category and the hero (docs/product.md §13.10)', () => {
    const arabic = /^[\u0600-\u06FF][\u0600-\u06FF\s\d،,.:؛()—-]*$/
    const translated = { product: ['title', 'description'], category: ['title'], hero: ['title', 'slogan'] }
    for (const [type, fields] of Object.entries(translated)) {
      const documents = bundle.documents.filter((doc) => doc._type === type)
      expect(documents.length, type).toBeGreaterThan(0)
      for (const doc of documents)
        for (const field of fields) {
          const value = doc[`${field}Ar`]
          expect(value, `${doc._id} ${field}Ar`).toMatch(arabic)
          expect(value, `${doc._id} ${field}Ar`).not.toBe(doc[field])
        }
    }
    expect(bundle.documents.find((doc) => doc._id === 'category-women')?.titleAr).toBe('نساء')
  })

  it('has at least 36 products and at least 10 in each category', () => {
    expect(products().length).toBeGreaterThanOrEqual(36)
    for (const { slug } of CATEGORIES) {
      const inCategory = products().filter((doc) => (doc.category as { _ref: string })._ref === `category-${slug}`)
      expect(inCategory.length, slug).toBeGreaterThanOrEqual(10)
    }
  })

  it('gives every product a unique slug, a unique price id and a distinct creation date', () => {
    const unique = (values: unknown[]) => new Set(values).size
    expect(unique(products().map(slugOf))).toBe(products().length)
    expect(unique(products().map((doc) => doc.price_id))).toBe(products().length)
    expect(unique(products().map((doc) => doc._createdAt))).toBe(products().length)
    for (const doc of products()) {
      expect(doc.price_id).toMatch(/^price_[A-Za-z0-9]{24}$/)
      const year = new Date(doc._createdAt as string).getUTCFullYear()
      expect(year).toBeGreaterThanOrEqual(2024)
      expect(year).toBeLessThanOrEqual(2026)
    }
  })

  it('gives garments real size runs and colours; accessories come as they are (docs/product.md §16)', () => {
    const variantsOf = (slug: string) =>
      (products().find((doc) => slugOf(doc) === slug)?.variants ?? []) as Array<Record<string, unknown>>
    const sizes = (slug: string) => [...new Set(variantsOf(slug).map((v) => v.size))]
    const colours = (slug: string) => [...new Set(variantsOf(slug).map((v) => v.colour))]
    expect(sizes('classic-nidha-abaya')).toEqual(['52', '54', '56', '58', '60'])
    expect(colours('classic-nidha-abaya')).toEqual(['Black', 'Navy'])
    expect(sizes('white-emirati-thobe')).toEqual(['S', 'M', 'L', 'XL'])
    expect(colours('rose-chiffon-hijab')).toHaveLength(2)
    expect(variantsOf('emerald-velvet-prayer-mat')).toEqual([])
    for (const doc of products().filter((d) => (d.category as { _ref: string })._ref === 'category-accessories'))
      expect(doc.variants, slugOf(doc)).toBeUndefined()
    const all = products().flatMap((doc) => (doc.variants as Array<Record<string, unknown>> | undefined) ?? [])
    expect(all.some((v) => v.stock === 0)).toBe(true)
    for (const v of all) expect(Number.isInteger(v.stock) && (v.stock as number) >= 0).toBe(true)
  })

  it('ties the front picture to the first colour and the alt picture to the second (docs/product.md §16.6)', () => {
    const tiesOf = (slug: string) =>
      imagesOf(products().find((doc) => slugOf(doc) === slug)!).map((image) => [
        assetFilename(image._sanityAsset)!.replace(`${slug}-`, ''),
        image.colour,
      ])
    expect(tiesOf('classic-nidha-abaya')).toEqual([
      ['front.webp', 'Black'],
      ['detail.webp', undefined],
      ['alt.webp', 'Navy'],
      ['flat.webp', undefined],
    ])
    // No alt picture: the second colour has no picture of its own and stays untied.
    expect(tiesOf('taupe-open-front-abaya')).toEqual([
      ['front.webp', 'Taupe'],
      ['detail.webp', undefined],
    ])
    for (const doc of products()) {
      const colours = new Set(((doc.variants ?? []) as Array<{ colour?: string }>).map((v) => v.colour))
      for (const image of imagesOf(doc))
        if (image.colour !== undefined) expect(colours.has(image.colour as string), slugOf(doc)).toBe(true)
      if (!colours.has(undefined) && colours.size > 0)
        expect(
          imagesOf(doc).some((image) => image.colour !== undefined),
          slugOf(doc),
        ).toBe(true)
    }
  })

  it('uses every price id once across products and variants', () => {
    const ids = products().flatMap((doc) => [
      doc.price_id,
      ...((doc.variants as Array<{ price_id: string }> | undefined) ?? []).map((v) => v.price_id),
    ])
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('gives every product 2 to 4 images, each with alt text and a file on disk', () => {
    const imagesDir = path.join(seedDirectory(), 'images')
    for (const doc of products()) {
      const images = imagesOf(doc)
      expect(images.length, doc._id).toBeGreaterThanOrEqual(2)
      expect(images.length, doc._id).toBeLessThanOrEqual(4)
      for (const image of images) {
        expect(typeof image.alt === 'string' && image.alt.length > 3).toBe(true)
        const filename = assetFilename(image._sanityAsset)
        expect(filename, JSON.stringify(image)).not.toBeNull()
        expect(existsSync(path.join(imagesDir, filename!)), filename!).toBe(true)
      }
    }
  })

  it('ships pictures at catalogue size and weight', async () => {
    let total = 0
    for (const image of bundle.images) {
      const { width, height, format } = await sharp(image.data).metadata()
      const hero = image.filename.startsWith('hero-')
      expect([width, height], image.filename).toEqual(hero ? [1600, 1000] : [1000, 1250])
      expect(format).toBe('webp')
      expect(image.data.length, image.filename).toBeLessThanOrEqual(hero ? 160 * 1024 : 80 * 1024)
      total += image.data.length
    }
    expect(total).toBeLessThanOrEqual(10 * 1024 * 1024)
  })
})

describe('importSeed', () => {
  it('uploads each image once and writes every document in one transaction', () => {
    expect(imported.transactions).toBe(1)
    expect(imported.documents.size).toBe(bundle.documents.length)
    expect(imported.assets.size).toBe(bundle.images.length)
  })

  it('swaps _sanityAsset for asset references, keeping alt, hotspot, crop and _createdAt', () => {
    const source = products()[0]!
    const doc = imported.documents.get(source._id)!
    expect(doc._createdAt).toBe(source._createdAt)
    expect(collectAssetRefs(doc)).toEqual([])
    const first = imagesOf(doc)[0]!
    const original = imagesOf(source)[0]!
    expect(first).toMatchObject({
      _type: 'image',
      _key: original._key,
      alt: original.alt,
      hotspot: original.hotspot,
      crop: original.crop,
      asset: { _type: 'reference', _ref: expect.stringMatching(/^image-[0-9a-f]{40}-1000x1250-webp$/) },
    })
    expect(imported.assets.has((first.asset as { _ref: string })._ref)).toBe(true)
  })
})

describe('seed validation against the Studio schema', () => {
  it('accepts every seed document', async () => {
    const dataset = imported.dataset()
    const content = [...imported.documents.values()]
    const results = await validate(content, dataset)
    expect(results).toHaveLength(content.length)
    expect(errorsOf(results)).toEqual([])
  }, 60_000)

  it('has no warnings either, including fields the schema does not know (cli checks)', async () => {
    const results = await validate([...imported.documents.values()], imported.dataset(), 'cli')
    const markers = results.flatMap(({ id, markers }) => markers.map((m) => `${id} ${m.level}: ${m.message}`))
    expect(markers).toEqual([])
  }, 60_000)

  it('rejects a broken product, so the check above is not vacuous', async () => {
    const dataset = imported.dataset()
    const good = imported.documents.get(products()[0]!._id)!
    const other = imported.documents.get(products()[1]!._id)!
    const broken: SeedDocument = {
      ...good,
      _id: 'product-broken',
      title: 'x',
      price: -5,
      slug: other.slug,
      price_id: other.price_id,
      images: [],
      category: { _type: 'reference', _ref: 'category-missing' },
    }
    const errors = errorsOf(await validate([broken], [...dataset, broken]))
    const joined = errors.join('\n')
    expect(joined).toMatch(/\["title"\]/)
    expect(joined).toMatch(/\["price"\]/)
    expect(joined).toMatch(/\["slug"\]/)
    expect(joined).toMatch(/\["price_id"\].*price id/)
    expect(joined).toMatch(/\["images"\]/)
    expect(joined).toMatch(/\["category"\]/)
  }, 60_000)

  it('rejects inconsistent variants: a missing size, a repeated pair, a reused or foreign price id, bad stock', async () => {
    const dataset = imported.dataset()
    const abaya = imported.documents.get('product-classic-nidha-abaya')!
    const other = imported.documents.get('product-taupe-open-front-abaya')!
    const variants = abaya.variants as Array<Record<string, unknown>>
    const otherVariant = (other.variants as Array<{ price_id: string }>)[0]!
    const cases: Array<[string, Array<Record<string, unknown>>, RegExp]> = [
      ['mixed sizes', [{ ...variants[0]!, size: undefined }, ...variants.slice(1)], /Give every variant a size/],
      ['repeated pair', [variants[0]!, { ...variants[1]!, size: variants[0]!.size }], /same size and colour/],
      ['product price id', [{ ...variants[0]!, price_id: abaya.price_id }, ...variants.slice(1)], /product's own/],
      [
        'foreign price id',
        [{ ...variants[0]!, price_id: otherVariant.price_id }, ...variants.slice(1)],
        /Another product/,
      ],
      ['negative stock', [{ ...variants[0]!, stock: -1 }, ...variants.slice(1)], /\["variants",.*"stock"\]/],
      ['fractional stock', [{ ...variants[0]!, stock: 1.5 }, ...variants.slice(1)], /\["variants",.*"stock"\]/],
      ['no option', [{ ...variants[0]!, size: undefined, colour: undefined }], /size, a colour or both/],
    ]
    for (const [name, broken, pattern] of cases) {
      const doc = { ...abaya, variants: broken }
      const errors = errorsOf(
        await validate(
          [doc],
          dataset.map((d) => (d._id === doc._id ? doc : d)),
        ),
      )
      expect(errors.join('\n'), name).toMatch(pattern)
    }
  }, 60_000)

  it('rejects an image tied to a colour the product does not come in', async () => {
    const dataset = imported.dataset()
    const cases: Array<[string, string, RegExp]> = [
      ['product-classic-nidha-abaya', 'Emerald', /Choose one of the product's colours \(Black, Navy\)/],
      ['product-classic-nidha-abaya', 'navy', /Choose one of the product's colours/],
      ['product-emerald-velvet-prayer-mat', 'Emerald', /This product has no colours/],
    ]
    for (const [id, colour, pattern] of cases) {
      const product = imported.documents.get(id)!
      const images = imagesOf(product).map((image, i) => (i === 0 ? { ...image, colour } : image))
      const doc = { ...product, images }
      const errors = errorsOf(
        await validate(
          [doc],
          dataset.map((d) => (d._id === id ? doc : d)),
        ),
      )
      expect(errors.join('\n'), `${id} ${colour}`).toMatch(pattern)
      expect(errors.join('\n'), `${id} ${colour}`).toMatch(/\["images",\{"_key":"img0"\},"colour"\]/)
    }
  }, 60_000)

  it('rejects a price id that is not a Stripe price id', async () => {
    const good = imported.documents.get(products()[2]!._id)!
    const errors = errorsOf(await validate([{ ...good, price_id: 'prod_123' }], imported.dataset()))
    expect(errors.join('\n')).toMatch(/\["price_id"\]/)
  }, 30_000)
})
