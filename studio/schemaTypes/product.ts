import { defineArrayMember, defineField, defineType, type PreviewValue } from 'sanity'
import { bilingualField, bilingualFieldset, bilingualTitle } from './arabic'
import { altArField, altField } from './imageWithAlt'
import { imageColourField } from './imageColour'
import { isTakenByAnotherProduct, priceIdField } from './priceId'

export { PRICE_ID_PATTERN } from './priceId'

/** What an image's preview in the Images list reads. */
interface ImagePreviewSelection {
  title?: string
  colour?: string
  media?: PreviewValue['media']
}

/** What the preview's `select` below reads from a product. */
interface PreviewSelection {
  title?: string
  price?: unknown
  category?: string
  media?: PreviewValue['media']
}

interface VariantValue {
  _key?: string
  size?: string
  colour?: string
  price_id?: string
}

/**
 * Rules across a product's variants (docs/product.md §16): every variant names the same options (all have a size,
 * or none do; likewise colour), no size/colour pair twice, and no price id twice or equal to the product's own.
 */
export function variantsProblem(variants: VariantValue[] | undefined, productPriceId: string | undefined) {
  if (!variants || variants.length === 0) return true
  const has = (v: VariantValue, key: 'size' | 'colour') => Boolean(v[key]?.trim())
  for (const key of ['size', 'colour'] as const) {
    const count = variants.filter((v) => has(v, key)).length
    if (count > 0 && count < variants.length)
      return `Give every variant a ${key}, or none of them (${count} of ${variants.length} have one)`
  }
  const pairs = new Set<string>()
  const priceIds = new Set<string>()
  for (const v of variants) {
    const pair = `${v.size?.trim().toLowerCase() ?? ''}|${v.colour?.trim().toLowerCase() ?? ''}`
    if (pairs.has(pair))
      return `Two variants have the same size and colour (${[v.size, v.colour].filter(Boolean).join(' · ')})`
    pairs.add(pair)
    if (v.price_id) {
      if (v.price_id === productPriceId) return `A variant uses the product's own price id (${v.price_id})`
      if (priceIds.has(v.price_id)) return `Two variants use the same price id (${v.price_id})`
      priceIds.add(v.price_id)
    }
  }
  return true
}

export const productType = defineType({
  name: 'product',
  title: 'Product',
  type: 'document',
  fieldsets: [bilingualFieldset('titles', 'Title'), bilingualFieldset('descriptions', 'Description')],
  fields: [
    ...bilingualTitle(120),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      description: 'The address of the product page, /product/<slug>. Must be unique.',
      options: { source: 'title', maxLength: 96 },
      // The slug type's built-in uniqueness check only warns; a duplicate would make a product unreachable.
      validation: (rule) =>
        rule.required().custom(async (value: { current?: string } | undefined, context) => {
          const current = value?.current
          if (!current) return true
          if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(current)) return 'Use lower-case letters, digits and single hyphens'
          return (await isTakenByAnotherProduct('slug.current', current, context))
            ? 'Another product already uses this slug'
            : true
        }),
    }),
    defineField({
      name: 'price',
      title: 'Price (AUD)',
      type: 'number',
      validation: (rule) => rule.required().min(0).precision(2),
    }),
    ...bilingualField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 4,
      fieldset: 'descriptions',
      required: true,
      min: 10,
      max: 2000,
    }),
    defineField({
      name: 'images',
      title: 'Images',
      type: 'array',
      description:
        'The first image is the one shown on product cards. Tie an image to a colour (in the image, Colour shown) and choosing that colour on the product page shows it.',
      of: [
        defineArrayMember({
          type: 'image',
          options: { hotspot: true },
          fields: [altField(), altArField(), imageColourField()],
          validation: (rule) => rule.required().assetRequired(),
          // The list names each image by its alt text and the colour it is tied to.
          preview: {
            select: { title: 'alt', colour: 'colour', media: 'asset' },
            prepare: ({ title, colour, media }: ImagePreviewSelection) => ({
              title,
              subtitle: colour ? `Colour: ${colour}` : undefined,
              media,
            }),
          },
        }),
      ],
      validation: (rule) => rule.required().min(1).max(8),
    }),
    defineField({
      name: 'category',
      title: 'Category',
      type: 'reference',
      to: [{ type: 'category' }],
      validation: (rule) => rule.required(),
    }),
    priceIdField(
      'The Stripe price id (price_…) charged at checkout when the product has no sizes or colours. Must be unique.',
    ),
    defineField({
      name: 'variants',
      title: 'Sizes and colours',
      type: 'array',
      description:
        'One entry per size and colour a shopper can buy. Leave empty for a product that comes in one version.',
      of: [defineArrayMember({ type: 'productVariant' })],
      validation: (rule) =>
        rule
          .max(60)
          .custom((value: VariantValue[] | undefined, context) =>
            variantsProblem(value, (context.document as { price_id?: string } | undefined)?.price_id),
          ),
    }),
  ],
  orderings: [
    { title: 'Newest first', name: 'createdDesc', by: [{ field: '_createdAt', direction: 'desc' }] },
    { title: 'Price, low to high', name: 'priceAsc', by: [{ field: 'price', direction: 'asc' }] },
  ],
  preview: {
    select: { title: 'title', price: 'price', category: 'category.title', media: 'images.0' },
    prepare({ title, price, category, media }: PreviewSelection) {
      const amount = typeof price === 'number' ? `A$${price.toFixed(2)}` : 'no price'
      return { title, subtitle: [category, amount].filter(Boolean).join(' · '), media }
    },
  },
})
