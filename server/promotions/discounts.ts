/**
 * A discount code against a priced bag (docs/product.md §20): the published promotion read from the content, its
 * uses counted from the orders, and the one pricing rule (pricing.ts). The checkout and the bag's preview
 * (`checkDiscountCode`) both come through here, so they can never disagree.
 */
import type { Locale } from '@/lib/i18n/locale'
import { DEFAULT_LOCALE } from '@/lib/i18n/locale'
import { applyPromotion, type DiscountableLine, type DiscountOutcome, type Promotion } from './pricing'

export interface DiscountDeps {
  /** The published promotion with this code, any case (the catalogue service's `promotionByCode`). */
  promotionByCode: (code: string, locale: Locale) => Promise<Promotion | null>
  /** Paid orders that used the promotion, in all and by one account (the orders' `promotionUsage`). */
  promotionUsage: (promotionId: string, userId: string | null) => Promise<{ total: number; byShopper: number }>
  now: () => Date
}

/** A code read once for one checkout or preview: the promotion and its uses, ready to price lines with. */
export interface LoadedCode {
  promotion: Promotion | null
  use: { total: number; byShopper: number; signedIn: boolean }
}

export async function loadCode(
  deps: DiscountDeps,
  code: string,
  userId: string | null,
  locale: Locale = DEFAULT_LOCALE,
): Promise<LoadedCode> {
  const promotion = await deps.promotionByCode(code, locale)
  const counted = promotion ? await deps.promotionUsage(promotion._id, userId) : { total: 0, byShopper: 0 }
  return { promotion, use: { ...counted, signedIn: userId !== null } }
}

/** The loaded code applied to lines at `now`. */
export function priceWithCode(loaded: LoadedCode, lines: DiscountableLine[], now: Date): DiscountOutcome {
  return applyPromotion(loaded.promotion, lines, now, loaded.use)
}

/** Normalises `promotionByCode`'s answer (TypeGen's nullable fields) into a Promotion, or null. */
export function toPromotion(
  doc: {
    _id: string
    code: string | null
    title: string | null
    description?: string | null
    percentOff: number | null
    amountOff: number | null
    minimumSpend: number | null
    startsAt: string | null
    endsAt: string | null
    maxUses: number | null
    oncePerShopper: boolean | null
    productIds: Array<string> | null
    categoryIds: Array<string> | null
  } | null,
): Promotion | null {
  if (!doc || !doc.code || !doc.startsAt || !doc.endsAt) return null
  return {
    _id: doc._id,
    code: doc.code.toUpperCase(),
    title: doc.title ?? doc.code,
    description: doc.description ?? null,
    percentOff: doc.percentOff,
    amountOff: doc.amountOff,
    minimumSpend: doc.minimumSpend,
    startsAt: doc.startsAt,
    endsAt: doc.endsAt,
    maxUses: doc.maxUses,
    oncePerShopper: doc.oncePerShopper,
    productIds: doc.productIds,
    categoryIds: doc.categoryIds,
  }
}
