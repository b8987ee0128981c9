/**
 * Promotions (docs/product.md §20): discount codes authored in Studio, read from the published content, counted
 * from the orders. Built once by the composition root; the checkout prices with `discounts`, the bag previews a code
 * with `check`, and the Studio's promotion shows `usage`.
 */
import { CHECKOUT_MAX_QUANTITY } from '@/lib/constants'
import type { CheckoutLine } from '@/lib/checkout/schema'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locale'
import { discountRefusalText } from '@/lib/promotions/text'
import type { DiscountRefusalReason } from '@/lib/promotions/rules'
import type { OrderLine } from '../db/schema/orders'
import type { OrdersService } from '../orders/index'
import { CheckoutInputError, priceLines, withCategories, type PriceCatalogue } from '../payments/catalogue'
import { loadCode, priceWithCode, toPromotion, type DiscountDeps } from './discounts'

export interface PromotionsDeps {
  /** The catalogue service: prices and the published promotions. */
  catalogue: PriceCatalogue & {
    promotionByCode(code: string, locale?: Locale): Promise<Parameters<typeof toPromotion>[0]>
  }
  orders: Pick<OrdersService, 'promotionUsage'>
  now?: () => Date
}

/** What the bag shows for a code: the saving, or why it cannot be used. */
export type CodeCheck =
  | { ok: true; code: string; title: string; description: string | null; discount: number; message: string }
  | { ok: false; code: string; reason: DiscountRefusalReason; message: string }

export function createPromotionsService(deps: PromotionsDeps) {
  const now = deps.now ?? (() => new Date())
  const discounts: DiscountDeps = {
    promotionByCode: async (code, locale) => toPromotion(await deps.catalogue.promotionByCode(code, locale)),
    promotionUsage: (id, userId) => deps.orders.promotionUsage(id, userId),
    now,
  }

  /** The bag's lines priced as checkout would, leaving out those checkout would refuse (the bag says why there). */
  async function priced(lines: CheckoutLine[], locale: Locale): Promise<OrderLine[]> {
    const each = await Promise.all(
      lines.map((line) =>
        priceLines(deps.catalogue, [line], CHECKOUT_MAX_QUANTITY, undefined, locale).catch((err: unknown) => {
          if (err instanceof CheckoutInputError) return []
          throw err
        }),
      ),
    )
    return each.flat()
  }

  return {
    discounts,
    /** Previews a code on the bag's lines (`checkDiscountCode`): what checkout would take off, or why not. */
    async check(
      code: string,
      lines: CheckoutLine[],
      userId: string | null,
      locale: Locale = DEFAULT_LOCALE,
    ): Promise<CodeCheck> {
      const typed = code.trim().toUpperCase()
      const loaded = await loadCode(discounts, code, userId, locale)
      const bag = await priced(lines, locale)
      const outcome = priceWithCode(loaded, await withCategories(deps.catalogue, bag, locale), now())
      if (!outcome.ok)
        return {
          ok: false,
          code: typed,
          reason: outcome.reason,
          message: discountRefusalText(outcome.reason, locale, outcome.minimumSpend),
        }
      const { promotion } = outcome
      return {
        ok: true,
        code: promotion.code,
        title: promotion.title,
        description: promotion.description ?? null,
        discount: outcome.discount,
        message: promotion.title,
      }
    },
    /** Paid orders that used the promotion with this code (the Studio's "Used"); 0 for an unknown code. */
    async usage(code: string): Promise<number> {
      const promotion = await discounts.promotionByCode(code, DEFAULT_LOCALE)
      return promotion ? (await discounts.promotionUsage(promotion._id, null)).total : 0
    },
  }
}

export type PromotionsService = ReturnType<typeof createPromotionsService>
