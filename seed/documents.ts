import { createHash } from 'node:crypto'
import { colourName } from '@/lib/i18n/colourNames'
import {
  CATALOGUE,
  COLOUR_KINDS,
  HERO_SEED,
  SEED_CATEGORIES,
  SEED_SIZE_GUIDES,
  SIZE_RUNS,
  type CatalogueEntry,
  type CategoryKey,
} from './catalogue'

/**
 * Turns the authored catalogue into Sanity documents in export format: images are `{_sanityAsset:
 * 'image@file://./images/<file>'}` objects, which `sanity dataset import` and `importSeed` both resolve.
 * Everything is derived deterministically, so regenerating gives byte-identical output.
 */

export type SeedDocument = Record<string, unknown> & { _id: string; _type: string }

/** The pictures of one product, in gallery order; `front` is always first (it is the card image). */
export type ImageVariant = 'front' | 'detail' | 'alt' | 'flat'

export interface PlannedImage {
  filename: string
  variant: ImageVariant
  alt: string
  /** The alt text for Arabic pages (docs/product.md §13.10), from the Arabic title and colour names. */
  altAr: string
  /** The shop colour the picture shows, for a product sold in colours (docs/product.md §16.6). */
  colour?: string
}

const VARIANT_SETS: readonly (readonly ImageVariant[])[] = [
  ['front', 'detail', 'alt'],
  ['front', 'detail', 'alt', 'flat'],
  ['front', 'detail'],
]

const VARIANT_ALT: Record<ImageVariant, (entry: CatalogueEntry) => string> = {
  front: (e) => `${e.title} in ${e.colour.name}, front view`,
  detail: (e) => `Close-up of the fabric and finish of the ${e.title}`,
  alt: (e) => `${e.title} in ${e.altColour.name}`,
  flat: (e) => `${e.title} laid flat`,
}

const ar = (colour: { name: string }) => colourName(colour.name, 'ar')

const VARIANT_ALT_AR: Record<ImageVariant, (entry: CatalogueEntry) => string> = {
  front: (e) => `${e.titleAr} باللون ${ar(e.colour)}، من الأمام`,
  detail: (e) => `لقطة قريبة لقماش ${e.titleAr} وتشطيبه`,
  alt: (e) => `${e.titleAr} باللون ${ar(e.altColour)}`,
  flat: (e) => `${e.titleAr} على سطح مستوٍ`,
}

export const HERO_IMAGES = {
  primary: {
    filename: 'hero-primary.webp',
    alt: 'An abaya, a hijab and a thobe displayed beneath a soft arch',
    altAr: 'عباءة وحجاب وثوب معروضة تحت قوس هادئ',
  },
  secondary: {
    filename: 'hero-secondary.webp',
    alt: 'A prayer mat, tasbih beads and an attar bottle arranged together',
    altAr: 'سجادة صلاة ومسبحة وزجاجة عطر مرتبة معًا',
  },
} as const

export function categoryId(key: CategoryKey): string {
  return `category-${key}`
}

export function productId(entry: CatalogueEntry): string {
  return `product-${entry.slug}`
}

/**
 * The colour names shoppers choose from (docs/product.md §16): the catalogue's own list, else the two colourways'
 * names, for the kinds sold in colours; none for the rest.
 */
export function colourNames(entry: CatalogueEntry): readonly string[] {
  return COLOUR_KINDS.has(entry.kind) ? (entry.colours ?? [entry.colour.name, entry.altColour.name]) : []
}

/**
 * Which picture shows which shop colour: the front view is drawn in the first colourway and the alt picture in the
 * second (seed/art/compose.ts). Close-ups and flat-lays stay untied, and a product without an alt picture
 * leaves its second colour untied: it has no picture of its own.
 */
const COLOUR_OF_VARIANT: Partial<Record<ImageVariant, 0 | 1>> = { front: 0, alt: 1 }

export function imagePlan(entry: CatalogueEntry, index: number): PlannedImage[] {
  const variants = VARIANT_SETS[index % VARIANT_SETS.length] ?? VARIANT_SETS[0]!
  const colours = colourNames(entry)
  return variants.map((variant) => {
    const position = COLOUR_OF_VARIANT[variant]
    const colour = position === undefined ? undefined : colours[position]
    return {
      filename: `${entry.slug}-${variant}.webp`,
      variant,
      alt: VARIANT_ALT[variant](entry),
      altAr: VARIANT_ALT_AR[variant](entry),
      ...(colour ? { colour } : {}),
    }
  })
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/** A Stripe-shaped price id (`price_` + 24 base62 chars), stable per slug. */
export function seedPriceId(slug: string): string {
  const digest = createHash('sha256').update(`noor-and-thread:price:${slug}`).digest()
  let id = ''
  for (let i = 0; i < 24; i++) id += BASE62[digest[i]! % 62]
  return `price_1${id.slice(1)}`
}

/** A stable number from 0 to n-1 for a seed string (stock counts must not change between runs). */
function stableNumber(seed: string, n: number): number {
  return createHash('sha256').update(`noor-and-thread:${seed}`).digest().readUInt32BE(0) % n
}

/**
 * The sizes and colours of a product (docs/product.md §16): a size run by kind, colours for the kinds sold in
 * colours, one variant per pair with its own price id and a stock count; about one in eight is sold out.
 */
export function variantsFor(entry: CatalogueEntry): Array<Record<string, unknown>> {
  const sizes: ReadonlyArray<string | undefined> = SIZE_RUNS[entry.kind] ?? [undefined]
  const named = colourNames(entry)
  const colours: ReadonlyArray<string | undefined> = named.length > 0 ? named : [undefined]
  if (sizes[0] === undefined && colours[0] === undefined) return []
  return colours.flatMap((colour) =>
    sizes.map((size) => {
      const key = [entry.slug, size ?? '-', colour ?? '-'].join(':')
      const roll = stableNumber(`stock:${key}`, 16)
      const price = size === undefined ? undefined : entry.priceBySize?.[size]
      return {
        _type: 'productVariant',
        _key: createHash('sha256').update(key).digest('hex').slice(0, 12),
        ...(size === undefined ? {} : { size }),
        ...(colour === undefined ? {} : { colour }),
        price_id: seedPriceId(key),
        ...(price === undefined ? {} : { price }),
        stock: roll < 2 ? 0 : roll,
      }
    }),
  )
}

const FIRST_CREATED = Date.UTC(2024, 0, 15, 9, 0, 0)
const LAST_CREATED = Date.UTC(2026, 9, 30, 9, 0, 0)

/**
 * Creation dates spread over 2024–2026, one per product, with categories interleaved so that every
 * newest-first slice mixes women's, men's and accessories.
 */
export function createdAtFor(index: number, total: number): string {
  const perCategory = Math.ceil(total / SEED_CATEGORIES.length)
  const categoryIndex = Math.floor(index / perCategory)
  const withinCategory = index % perCategory
  const order = withinCategory * SEED_CATEGORIES.length + categoryIndex
  const step = (LAST_CREATED - FIRST_CREATED) / Math.max(1, total - 1)
  // A few hours of jitter keeps the timestamps looking like real edits while staying strictly ordered.
  const jitter = ((order * 7919) % 11) * 60 * 60 * 1000
  return new Date(FIRST_CREATED + Math.round(order * step) + jitter).toISOString()
}

function imageObject(
  key: string,
  filename: string,
  { alt, altAr }: { alt: string; altAr: string },
  colour?: string,
): Record<string, unknown> {
  return {
    _type: 'image',
    _key: key,
    _sanityAsset: `image@file://./images/${filename}`,
    alt,
    altAr,
    ...(colour ? { colour } : {}),
    // The garment sits in the middle of every picture; keep it there when the shop crops to squares.
    hotspot: { _type: 'sanity.imageHotspot', x: 0.5, y: 0.5, width: 0.8, height: 0.8 },
    crop: { _type: 'sanity.imageCrop', top: 0, bottom: 0, left: 0, right: 0 },
  }
}

/**
 * Two discount codes (docs/product.md §20, docs/operations.md "Running a sale"): EID10, 10% off everything until
 * 2030, so the running shop shows a working code; RAMADAN25, ended in 2025, so it shows a refused one.
 */
const SEED_PROMOTIONS: SeedDocument[] = [
  {
    _id: 'promotion-eid10',
    _type: 'promotion',
    _createdAt: '2026-11-01T09:00:00.000Z',
    _updatedAt: '2026-11-01T09:00:00.000Z',
    code: 'EID10',
    title: 'Eid offer: 10% off',
    titleAr: 'عرض العيد: خصم 10٪',
    description: '10% off everything in your bag.',
    descriptionAr: 'خصم 10٪ على كل ما في سلتك.',
    percentOff: 10,
    startsAt: '2025-12-31T13:00:00.000Z',
    endsAt: '2030-12-31T13:00:00.000Z',
    oncePerShopper: false,
  },
  {
    _id: 'promotion-ramadan25',
    _type: 'promotion',
    _createdAt: '2025-02-20T09:00:00.000Z',
    _updatedAt: '2025-02-20T09:00:00.000Z',
    code: 'RAMADAN25',
    title: 'Ramadan: $25 off',
    titleAr: 'رمضان: خصم 25 دولاراً',
    description: '$25 off a bag of $150 or more.',
    descriptionAr: 'خصم 25 دولاراً على سلة بقيمة 150 دولاراً أو أكثر.',
    amountOff: 25,
    minimumSpend: 150,
    startsAt: '2025-02-28T13:00:00.000Z',
    endsAt: '2025-03-30T13:00:00.000Z',
    oncePerShopper: false,
  },
]

export function buildSeedDocuments(): SeedDocument[] {
  const categories: SeedDocument[] = SEED_CATEGORIES.map((cat, i) => ({
    _id: categoryId(cat.key),
    _type: 'category',
    _createdAt: new Date(FIRST_CREATED - (3 - i) * 86_400_000).toISOString(),
    _updatedAt: new Date(FIRST_CREATED - (3 - i) * 86_400_000).toISOString(),
    title: cat.title,
    titleAr: cat.titleAr,
    slug: { _type: 'slug', current: cat.key },
    ...sizeGuidesOf(cat.key),
  }))

  const heroDate = new Date(FIRST_CREATED - 86_400_000).toISOString()
  const { _key: _p, ...primary } = imageObject('primary', HERO_IMAGES.primary.filename, HERO_IMAGES.primary)
  const { _key: _s, ...secondary } = imageObject('secondary', HERO_IMAGES.secondary.filename, HERO_IMAGES.secondary)
  const hero: SeedDocument = {
    _id: 'hero',
    _type: 'hero',
    _createdAt: heroDate,
    _updatedAt: heroDate,
    title: HERO_SEED.title,
    titleAr: HERO_SEED.titleAr,
    slogan: HERO_SEED.slogan,
    sloganAr: HERO_SEED.sloganAr,
    primaryHeroImage: primary,
    secondaryHeroImage: secondary,
  }

  const products: SeedDocument[] = CATALOGUE.map((entry, index) => {
    const createdAt = createdAtFor(index, CATALOGUE.length)
    return {
      _id: productId(entry),
      _type: 'product',
      _createdAt: createdAt,
      _updatedAt: createdAt,
      title: entry.title,
      titleAr: entry.titleAr,
      slug: { _type: 'slug', current: entry.slug },
      price: entry.price,
      description: entry.description,
      descriptionAr: entry.descriptionAr,
      images: imagePlan(entry, index).map((img, i) => imageObject(`img${i}`, img.filename, img, img.colour)),
      category: { _type: 'reference', _ref: categoryId(entry.category) },
      price_id: seedPriceId(entry.slug),
      ...withVariants(entry),
    }
  })

  return [...categories, hero, ...products, ...SEED_PROMOTIONS]
}

/** A category's size guides as Sanity array items (studio/schemaTypes/sizeChart.ts); none for accessories. */
function sizeGuidesOf(category: CategoryKey): { sizeGuides?: Array<Record<string, unknown>> } {
  const guides = SEED_SIZE_GUIDES[category]
  if (!guides) return {}
  return {
    sizeGuides: guides.map(({ key, rows, ...guide }) => ({
      _type: 'sizeChart',
      _key: key,
      ...guide,
      rows: rows.map((row) => ({ _type: 'sizeChartRow', _key: row.size.toLowerCase(), ...row })),
    })),
  }
}

function withVariants(entry: CatalogueEntry): { variants?: Array<Record<string, unknown>> } {
  const variants = variantsFor(entry)
  return variants.length > 0 ? { variants } : {}
}

/** Every image file the seed needs, product pictures first, then the two hero banners. */
export function seedImageFilenames(): string[] {
  return [
    ...CATALOGUE.flatMap((entry, index) => imagePlan(entry, index).map((img) => img.filename)),
    HERO_IMAGES.primary.filename,
    HERO_IMAGES.secondary.filename,
  ]
}
