import { defineArrayMember, defineField, defineType, type ValidationContext } from 'sanity'
import { altField } from './imageWithAlt'

/** Stripe price ids look like `price_1PqR...`; the checkout trusts only ids that appear on a product. */
export const PRICE_ID_PATTERN = /^price_[A-Za-z0-9]{8,64}$/

/** Whether a product other than this one (or its draft) already has `value` at `field`. */
async function isTakenByAnotherProduct(
  field: 'slug.current' | 'price_id',
  value: string,
  context: ValidationContext,
): Promise<boolean> {
  if (!context.document) return false
  const id = context.document._id.replace(/^drafts\./, '')
  const client = context.getClient({ apiVersion: '2022-03-07' })
  const clashes = await client.fetch<number>(
    `count(*[_type == "product" && ${field} == $value && !(_id in [$id, $draft])])`,
    { value, id, draft: `drafts.${id}` },
  )
  return clashes > 0
}

export const productType = defineType({
  name: 'product',
  title: 'Product',
  type: 'document',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().min(2).max(120),
    }),
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
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 4,
      validation: (rule) => rule.required().min(10).max(2000),
    }),
    defineField({
      name: 'images',
      title: 'Images',
      type: 'array',
      description: 'The first image is the one shown on product cards.',
      of: [
        defineArrayMember({
          type: 'image',
          options: { hotspot: true },
          fields: [altField()],
          validation: (rule) => rule.required().assetRequired(),
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
    defineField({
      name: 'price_id',
      title: 'Payment price id',
      type: 'string',
      description: 'The Stripe price id (price_…) charged at checkout. Must be unique.',
      validation: (rule) =>
        rule
          .required()
          .regex(PRICE_ID_PATTERN, { name: 'Stripe price id (price_…)' })
          .custom(async (value: string | undefined, context) =>
            value && (await isTakenByAnotherProduct('price_id', value, context))
              ? 'Another product already uses this price id'
              : true,
          ),
    }),
  ],
  orderings: [
    { title: 'Newest first', name: 'createdDesc', by: [{ field: '_createdAt', direction: 'desc' }] },
    { title: 'Price, low to high', name: 'priceAsc', by: [{ field: 'price', direction: 'asc' }] },
  ],
  preview: {
    select: { title: 'title', price: 'price', category: 'category.title', media: 'images.0' },
    prepare({ title, price, category, media }) {
      const amount = typeof price === 'number' ? `A$${price.toFixed(2)}` : 'no price'
      return { title, subtitle: [category, amount].filter(Boolean).join(' · '), media }
    },
  },
})
