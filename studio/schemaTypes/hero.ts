import { defineType } from 'sanity'
import { bilingualField, bilingualFieldset, bilingualTitle } from './arabic'
import { imageWithAlt } from './imageWithAlt'

/** The home page banner; the storefront shows the first hero document. */
export const heroType = defineType({
  name: 'hero',
  title: 'Hero banner',
  type: 'document',
  fieldsets: [bilingualFieldset('titles', 'Title'), bilingualFieldset('slogans', 'Slogan')],
  fields: [
    ...bilingualTitle(80),
    ...bilingualField({ name: 'slogan', title: 'Slogan', type: 'string', fieldset: 'slogans', max: 160 }),
    imageWithAlt('primaryHeroImage', 'Primary hero image'),
    imageWithAlt('secondaryHeroImage', 'Secondary hero image'),
  ],
  preview: { select: { title: 'title', subtitle: 'slogan', media: 'primaryHeroImage' } },
})
