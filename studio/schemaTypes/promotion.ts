import { defineArrayMember, defineField, defineType } from 'sanity'
import { PROMOTION_CODE_PATTERN, PROMOTION_TIME_ZONE } from '../../lib/promotions/rules'
import { bilingualField, bilingualFieldset } from './arabic'
import { PromotionUsageInput } from './PromotionUsageInput'

interface PromotionDocument {
  _id?: string
  percentOff?: number
  amountOff?: number
  startsAt?: string
  endsAt?: string
}

/**
 * A discount code shoppers type in the bag or the cart (docs/product.md §20, docs/operations.md "Running a sale").
 * The shop prices it at checkout (lib/promotions/pricing.ts); only published promotions count. Start and end are
 * instants, shown and typed in the shop's time zone (Australia/Melbourne) whatever the editor's own.
 */
export const promotionType = defineType({
  name: 'promotion',
  title: 'Promotion',
  type: 'document',
  fieldsets: [
    bilingualFieldset('titles', 'Public title'),
    bilingualFieldset('descriptions', 'Public description'),
    { name: 'when', title: 'When (Australia/Melbourne time)', options: { columns: 2 } },
    { name: 'limits', title: 'Limits', options: { columns: 2 } },
  ],
  fields: [
    defineField({
      name: 'code',
      title: 'Code',
      type: 'string',
      description:
        'What shoppers type, e.g. EID10: 3 to 32 letters, digits, - or _. Upper and lower case are the same code, and no two promotions may share one.',
      validation: (rule) =>
        rule
          .required()
          .regex(PROMOTION_CODE_PATTERN, { name: 'code' })
          .custom(async (code: string | undefined, context) => {
            if (!code) return true
            const id = (context.document?._id ?? '').replace(/^drafts\./, '')
            const client = context.getClient({ apiVersion: '2025-02-19' })
            const taken = await client.fetch<number>(
              'count(*[_type == "promotion" && lower(code) == lower($code) && !(_id in [$id, $draft])])',
              { code, id, draft: `drafts.${id}` },
            )
            return taken === 0 ? true : 'Another promotion already uses this code.'
          }),
    }),
    ...bilingualField({
      name: 'title',
      title: 'Title',
      type: 'string',
      fieldset: 'titles',
      required: true,
      min: 2,
      max: 60,
    }),
    ...bilingualField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 2,
      fieldset: 'descriptions',
      max: 200,
    }),
    defineField({
      name: 'percentOff',
      title: 'Percent off',
      type: 'number',
      description: 'A whole percentage, 1 to 90. Fill in this or the amount off, not both.',
      validation: (rule) =>
        rule
          .integer()
          .min(1)
          .max(90)
          .custom((value: number | undefined, context) => {
            const doc = context.document as PromotionDocument | undefined
            if (value === undefined && doc?.amountOff === undefined) return 'Give a percent off or an amount off.'
            if (value !== undefined && doc?.amountOff !== undefined)
              return 'Give a percent off or an amount off, not both.'
            return true
          }),
    }),
    defineField({
      name: 'amountOff',
      title: 'Amount off (AUD)',
      type: 'number',
      description: 'Dollars off the items the promotion applies to (never more than they cost), e.g. 15 or 12.50.',
      validation: (rule) => rule.min(0.01).max(10000).precision(2),
    }),
    defineField({
      name: 'minimumSpend',
      title: 'Minimum spend (AUD)',
      type: 'number',
      description:
        'Optional: the items the promotion applies to must cost at least this much before the discount (shipping not counted).',
      validation: (rule) => rule.min(0).max(100000).precision(2),
    }),
    defineField({
      name: 'startsAt',
      title: 'Starts',
      type: 'datetime',
      fieldset: 'when',
      description: 'Australia/Melbourne time. Codes work from this moment.',
      options: { displayTimeZone: PROMOTION_TIME_ZONE, allowTimeZoneSwitch: false },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'endsAt',
      title: 'Ends',
      type: 'datetime',
      fieldset: 'when',
      description: 'Australia/Melbourne time. Codes stop working at this moment; set it to now to end a sale early.',
      options: { displayTimeZone: PROMOTION_TIME_ZONE, allowTimeZoneSwitch: false },
      validation: (rule) =>
        rule.required().custom((value: string | undefined, context) => {
          const starts = (context.document as PromotionDocument | undefined)?.startsAt
          return value && starts && Date.parse(value) <= Date.parse(starts) ? 'Must end after it starts.' : true
        }),
    }),
    defineField({
      name: 'maxUses',
      title: 'Total uses',
      type: 'number',
      fieldset: 'limits',
      description: 'Optional: how many paid orders may use the code in all. Empty: no limit.',
      validation: (rule) => rule.integer().min(1),
    }),
    defineField({
      name: 'oncePerShopper',
      title: 'Once per shopper',
      type: 'boolean',
      fieldset: 'limits',
      description:
        'Each shopper may use it once: the shopper must be signed in, and one paid order per account counts.',
      initialValue: false,
    }),
    defineField({
      name: 'products',
      title: 'Applies to products',
      type: 'array',
      description: 'Leave both lists empty to apply to everything in the shop.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'product' }] })],
    }),
    defineField({
      name: 'categories',
      title: 'Applies to categories',
      type: 'array',
      description: 'Every product of these categories, as well as the products above.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'category' }] })],
    }),
    defineField({
      name: 'usage',
      title: 'Used',
      type: 'string',
      readOnly: true,
      description: 'Paid orders that used the code, counted by the shop (shown when signed in to the Orders tool).',
      components: { input: PromotionUsageInput },
    }),
  ],
  preview: {
    select: { code: 'code', title: 'title', percentOff: 'percentOff', amountOff: 'amountOff' },
    prepare({ code, title, percentOff, amountOff }: Record<string, string | number | undefined>) {
      const off =
        typeof percentOff === 'number'
          ? `${percentOff}% off`
          : typeof amountOff === 'number'
            ? `A$${amountOff} off`
            : ''
      return { title: String(code ?? 'New promotion'), subtitle: [title, off].filter(Boolean).join(' · ') }
    },
  },
})
