import { defineField } from 'sanity'

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
    fields: [altField()],
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
