import { defineField, type FieldsetDefinition } from 'sanity'
import { ArabicInput } from './ArabicInput'

/*
 * Arabic at field level (docs/product.md §13.10): every text a shopper reads has an Arabic twin named `<field>Ar`
 * next to the English field, whose name the storefront, its queries and the spec keep. Both sit in one fieldset of
 * two columns, so an editor translates with the English in view. An empty Arabic field is allowed: the Arabic shop
 * then shows the English (lib/content/queries.ts).
 */

/** The fieldset that shows an English field and its Arabic twin side by side. */
export function bilingualFieldset(name: string, title: string): FieldsetDefinition {
  return {
    name,
    title,
    description: 'English on the left, Arabic on the right. Without Arabic, the Arabic shop shows the English.',
    options: { columns: 2 },
  }
}

interface BilingualFieldOptions {
  /** The English field's name, which the storefront reads; its Arabic twin is `<name>Ar`. */
  name: string
  /** The English field's title, as editors know it. */
  title: string
  type: 'string' | 'text'
  /** The bilingualFieldset both sit in. */
  fieldset: string
  /** Whether the English field must be filled in; the Arabic one never must. */
  required?: boolean
  /** The length limits of both, so a translation fits wherever the English does. */
  min?: number
  max: number
  rows?: number
}

/**
 * An English text field and its Arabic twin: the Arabic one is optional, right to left, and within the English
 * field's limits. Spread it into a type's `fields`.
 */
export function bilingualField({ name, title, type, fieldset, required, min, max, rows }: BilingualFieldOptions) {
  const shown = rows ? { rows } : {}
  const limited = <R extends { min: (length: number) => R; max: (length: number) => R }>(rule: R) =>
    min ? rule.min(min).max(max) : rule.max(max)
  return [
    defineField({
      name,
      title,
      type,
      ...shown,
      fieldset,
      validation: (rule) => limited(required ? rule.required() : rule),
    }),
    defineField({
      name: `${name}Ar`,
      title: `${title} in Arabic`,
      type,
      fieldset,
      ...shown,
      components: { input: ArabicInput },
      validation: (rule) => limited(rule),
    }),
  ]
}

/** The title of every document type, in fieldset `titles`: required, of 2 characters at least, in both languages. */
export function bilingualTitle(max: number) {
  return bilingualField({
    name: 'title',
    title: 'Title',
    type: 'string',
    fieldset: 'titles',
    required: true,
    min: 2,
    max,
  })
}
