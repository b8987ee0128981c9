import { defineField, defineType } from 'sanity'
import { priceIdField } from './priceId'

/**
 * One buyable version of a product: a size, a colour, or both (docs/product.md §16). Each has its own payment
 * price id (the bag line key and what checkout charges), an optional price and the units on hand.
 */
export const productVariantType = defineType({
  name: 'productVariant',
  title: 'Variant',
  type: 'object',
  fields: [
    defineField({
      name: 'size',
      title: 'Size',
      type: 'string',
      description: 'As shoppers see it, e.g. 56 or M. Leave empty when the product comes in one size.',
      validation: (rule) => rule.max(20),
    }),
    defineField({
      name: 'colour',
      title: 'Colour',
      type: 'string',
      description: 'e.g. Black. Leave empty when the product comes in one colour.',
      validation: (rule) => rule.max(40),
    }),
    priceIdField('The Stripe price id (price_…) of this variant. Must be unique across the catalogue.'),
    defineField({
      name: 'price',
      title: 'Price (AUD)',
      type: 'number',
      description: 'Leave empty to use the product price.',
      validation: (rule) => rule.min(0).precision(2),
    }),
    defineField({
      name: 'stock',
      title: 'Units on hand',
      type: 'number',
      description:
        'Units you can sell when you publish. Paid orders after publishing are subtracted automatically; when you publish the product again, enter the count on hand at that moment. 0 shows the variant as sold out.',
      validation: (rule) => rule.required().integer().min(0),
    }),
  ],
  validation: (rule) =>
    rule.custom((value: { size?: string; colour?: string } | undefined) =>
      value && !value.size?.trim() && !value.colour?.trim() ? 'Give the variant a size, a colour or both' : true,
    ),
  preview: {
    select: { size: 'size', colour: 'colour', stock: 'stock', price: 'price' },
    prepare({ size, colour, stock, price }) {
      const title = [size ? `Size ${size}` : null, colour].filter(Boolean).join(' · ') || 'Variant'
      const parts = [typeof stock === 'number' ? (stock > 0 ? `${stock} on hand` : 'sold out') : 'no stock count']
      if (typeof price === 'number') parts.push(`A$${price.toFixed(2)}`)
      return { title, subtitle: parts.join(' · ') }
    },
  },
})
