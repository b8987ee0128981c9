import { defineField, type ValidationContext } from 'sanity'

/** Stripe price ids look like `price_1PqR...`; the checkout trusts only ids that appear on a product or variant. */
export const PRICE_ID_PATTERN = /^price_[A-Za-z0-9]{8,64}$/

/**
 * Whether a product other than this one (or its draft) already uses `value` as its slug, or as its own or a
 * variant's price id (price ids key bag lines and checkout, so one id must name one thing: docs/product.md §16).
 */
export async function isTakenByAnotherProduct(
  field: 'slug.current' | 'price_id',
  value: string,
  context: ValidationContext,
): Promise<boolean> {
  if (!context.document) return false
  const id = context.document._id.replace(/^drafts\./, '')
  const client = context.getClient({ apiVersion: '2022-03-07' })
  const match = field === 'price_id' ? '(price_id == $value || $value in variants[].price_id)' : `${field} == $value`
  const clashes = await client.fetch<number>(`count(*[_type == "product" && ${match} && !(_id in [$id, $draft])])`, {
    value,
    id,
    draft: `drafts.${id}`,
  })
  return clashes > 0
}

/** The payment price id of a product or a variant: required, in Stripe's form, and used by nothing else. */
export function priceIdField(description: string) {
  return defineField({
    name: 'price_id',
    title: 'Payment price id',
    type: 'string',
    description,
    validation: (rule) =>
      rule
        .required()
        .regex(PRICE_ID_PATTERN, { name: 'Stripe price id (price_…)' })
        .custom(async (value: string | undefined, context) =>
          value && (await isTakenByAnotherProduct('price_id', value, context))
            ? 'Another product already uses this price id'
            : true,
        ),
  })
}
