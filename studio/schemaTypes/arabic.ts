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

interface ArabicFieldOptions {
  /** The English field this one translates (`title` → `titleAr`). */
  of: string
  /** The English field's title, as editors know it. */
  title: string
  type: 'string' | 'text'
  fieldset: string
  /** The English field's length limits, so a translation fits wherever the English does. */
  min?: number
  max: number
  rows?: number
}

/** The Arabic twin of an English text field: optional, right to left, within the English field's limits. */
export function arabicField({ of, title, type, fieldset, min, max, rows }: ArabicFieldOptions) {
  return defineField({
    name: `${of}Ar`,
    title: `${title} in Arabic`,
    type,
    fieldset,
    ...(rows ? { rows } : {}),
    components: { input: ArabicInput },
    validation: (rule) => (min ? rule.min(min).max(max) : rule.max(max)),
  })
}
