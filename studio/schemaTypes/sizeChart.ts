import { defineArrayMember, defineField, defineType } from 'sanity'
import { bilingualField, bilingualFieldset, bilingualTitle } from './arabic'

/** The measures a row may give, in centimetres; the shop shows them in cm or inches (docs/product.md §16.7). */
const MEASURES = [
  { name: 'lengthCm', title: 'Garment length (cm)', description: 'From the shoulder to the hem.' },
  { name: 'heightFromCm', title: "Wearer's height from (cm)" },
  { name: 'heightToCm', title: "Wearer's height to (cm)" },
  { name: 'chestCm', title: 'Chest (cm)', description: 'Around the fullest part of the chest, of the body.' },
  { name: 'headCm', title: 'Head (cm)', description: 'Around the head, just above the ears.' },
] as const

interface RowValue {
  size?: string
  heightFromCm?: number
  heightToCm?: number
}

/** One size of a chart: its name as the variants spell it, and the measures that matter for the garments. */
export const sizeChartRowType = defineType({
  name: 'sizeChartRow',
  title: 'Size',
  type: 'object',
  fields: [
    defineField({
      name: 'size',
      title: 'Size',
      type: 'string',
      description: "Spelt as the products' variants spell it, e.g. 56 or M.",
      validation: (rule) => rule.required().max(20),
    }),
    ...MEASURES.map(({ name, title, ...rest }) =>
      defineField({
        name,
        title,
        type: 'number',
        ...('description' in rest ? { description: rest.description } : {}),
        validation: (rule) => rule.min(1).max(300).precision(1),
      }),
    ),
  ],
  validation: (rule) =>
    rule.custom((value: RowValue | undefined) =>
      value?.heightFromCm && value.heightToCm && value.heightFromCm > value.heightToCm
        ? "The wearer's height from must not be above the height to"
        : true,
    ),
  preview: {
    select: { size: 'size', lengthCm: 'lengthCm', chestCm: 'chestCm', headCm: 'headCm' },
    prepare: ({ size, lengthCm, chestCm, headCm }: Record<string, string | number | undefined>) => ({
      title: `Size ${size ?? ''}`,
      subtitle: [
        lengthCm ? `length ${lengthCm} cm` : null,
        chestCm ? `chest ${chestCm} cm` : null,
        headCm ? `head ${headCm} cm` : null,
      ]
        .filter(Boolean)
        .join(' · '),
    }),
  },
})

/**
 * A size guide of a category (docs/product.md §16.7): a title and a note in both languages and one row per size, in
 * centimetres. A product page shows the guide of its category that lists every size the product is sold in (the one
 * with the fewest sizes when several do), from a Size guide button under the size choice.
 */
export const sizeChartType = defineType({
  name: 'sizeChart',
  title: 'Size guide',
  type: 'object',
  fieldsets: [bilingualFieldset('titles', 'Title'), bilingualFieldset('notes', 'How to measure')],
  fields: [
    ...bilingualTitle(80),
    ...bilingualField({ name: 'note', title: 'How to measure', type: 'text', rows: 3, fieldset: 'notes', max: 400 }),
    defineField({
      name: 'rows',
      title: 'Sizes',
      type: 'array',
      of: [defineArrayMember({ type: 'sizeChartRow' })],
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .max(20)
          .custom((rows: RowValue[] | undefined) => {
            const sizes = (rows ?? []).map((row) => row.size?.trim().toLowerCase())
            return new Set(sizes).size === sizes.length ? true : 'Each size once'
          }),
    }),
  ],
  preview: {
    select: { title: 'title', rows: 'rows' },
    prepare: ({ title, rows }: { title?: string; rows?: RowValue[] }) => ({
      title,
      subtitle: (rows ?? []).map((row) => row.size).join(' · '),
    }),
  },
})
