import { defineField, defineType } from 'sanity'
import { bilingualFieldset, bilingualTitle } from './arabic'

/** A shop department (Women, Men, Accessories); the storefront routes on its slug and shows its title. */
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
  ],
  preview: { select: { title: 'title', subtitle: 'slug.current' } },
})
