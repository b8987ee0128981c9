import { defineField } from 'sanity'
import { ArabicInput } from './ArabicInput'

/**
 * An image field whose alt text is mandatory: every picture in the shop is read out by screen readers,
 * so editors cannot publish one without describing it.
 */
export function imageWithAlt(name: string, title: string) {
  return defineField({
    name,
    title,
    type: 'image',
    options: { hotspot: true },
    fields: [altField(), altArField()],
    validation: (rule) => rule.required().assetRequired(),
  })
}

export function altField() {
  return defineField({
    name: 'alt',
    title: 'Alternative text',
    type: 'string',
    description: 'What the picture shows, for people who cannot see it.',
    validation: (rule) => rule.required().min(3).max(200),
  })
}

/**
 * The alt text's Arabic twin (docs/product.md §13.10), read by screen readers on Arabic pages. Optional, like every
 * Arabic field: without it the Arabic shop describes a product picture from the product's Arabic title and the
 * picture's colour (lib/catalogue/imageAlt.ts), and any other picture by its English alt text.
 */
export function altArField() {
  return defineField({
    name: 'altAr',
    title: 'Alternative text in Arabic',
    type: 'string',
    description: 'The same description for Arabic readers. Leave empty to let the shop describe the picture itself.',
    components: { input: ArabicInput },
    validation: (rule) => rule.min(3).max(200),
  })
}
