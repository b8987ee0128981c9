import { defineField, defineType } from 'sanity'
import { arabicField, bilingualFieldset } from './arabic'
import { imageWithAlt } from './imageWithAlt'

/** The home page banner; the storefront shows the first hero document. */
export const heroType = defineType({
  name: 'hero',
  title: 'Hero banner',
  type: 'document',
  fieldsets: [bilingualFieldset('titles', 'Title'), bilingualFieldset('slogans', 'Slogan')],
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      fieldset: 'titles',
      validation: (rule) => rule.required().min(2).max(80),
    }),
    arabicField({ of: 'title', title: 'Title', type: 'string', fieldset: 'titles', min: 2, max: 80 }),
    defineField({
      name: 'slogan',
      title: 'Slogan',
      type: 'string',
      fieldset: 'slogans',
      validation: (rule) => rule.max(160),
    }),
    arabicField({ of: 'slogan', title: 'Slogan', type: 'string', fieldset: 'slogans', max: 160 }),
    imageWithAlt('primaryHeroImage', 'Primary hero image'),
    imageWithAlt('secondaryHeroImage', 'Secondary hero image'),
  ],
  preview: { select: { title: 'title', subtitle: 'slogan', media: 'primaryHeroImage' } },
})
