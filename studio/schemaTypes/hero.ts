import { defineField, defineType } from 'sanity'
import { imageWithAlt } from './imageWithAlt'

/** The home page banner; the storefront shows the first hero document. */
export const heroType = defineType({
  name: 'hero',
  title: 'Hero banner',
  type: 'document',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      validation: (rule) => rule.required().min(2).max(80),
    }),
    defineField({
      name: 'slogan',
      title: 'Slogan',
      type: 'string',
      validation: (rule) => rule.max(160),
    }),
    imageWithAlt('primaryHeroImage', 'Primary hero image'),
    imageWithAlt('secondaryHeroImage', 'Secondary hero image'),
  ],
  preview: { select: { title: 'title', subtitle: 'slogan', media: 'primaryHeroImage' } },
})
