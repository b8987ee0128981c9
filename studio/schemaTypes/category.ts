import { defineArrayMember, defineField, defineType } from 'sanity'
import { bilingualFieldset, bilingualTitle } from './arabic'

/**
 * A shop department (Women, Men, Accessories); the storefront routes on its slug and shows its title, and its
 * products' pages offer its size guides (docs/product.md §16.7).
 */
export const categoryType = defineType({
  name: 'category',
  title: 'Category',
  type: 'document',
  fieldsets: [bilingualFieldset('titles', 'Title')],
  fields: [
    ...bilingualTitle(60),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      options: { source: 'title', maxLength: 60 },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'sizeGuides',
      title: 'Size guides',
      type: 'array',
      description:
        "Measurements per size, one guide per kind of garment (abayas' lengths, thobes' S–XL). A product page offers the guide that lists all of its sizes.",
      of: [defineArrayMember({ type: 'sizeChart' })],
      validation: (rule) => rule.max(10),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'slug.current' } },
})
