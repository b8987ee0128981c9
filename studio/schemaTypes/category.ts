import { defineField, defineType } from 'sanity'
import { arabicField, bilingualFieldset } from './arabic'

/** A shop department (Women, Men, Accessories); the storefront routes on its slug and shows its title. */
export const categoryType = defineType({
  name: 'category',
  title: 'Category',
  type: 'document',
  fieldsets: [bilingualFieldset('titles', 'Title')],
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      fieldset: 'titles',
      validation: (rule) => rule.required().min(2).max(60),
    }),
    arabicField({ of: 'title', title: 'Title', type: 'string', fieldset: 'titles', min: 2, max: 60 }),
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
