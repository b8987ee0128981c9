import { defineMessages, plural } from '../messages'

/** "Only N pieces" in Arabic, after سوى. */
const piecesLeftAr = plural('ar', {
  one: () => 'قطعة واحدة',
  two: () => 'قطعتين',
  few: (n) => `${n} قطع`,
  many: (n) => `${n} قطعة`,
  other: (n) => `${n} قطعة`,
})

/** The most one checkout may hold, in Arabic. */
const piecesAtMostAr = plural('ar', {
  one: () => 'قطعة واحدة',
  two: () => 'قطعتين',
  few: (n) => `${n} قطع`,
  many: (n) => `${n} قطعة`,
  other: (n) => `${n} قطعة`,
})

/**
 * The sentences that explain a refused checkout (docs/product.md §5.4), said after cartMessages' `checkout.failed`:
 * plain words naming the product, never the server's text. `fix` is `removed` or `lowered`, or '' when the bag was
 * left as it was. Its own module, loaded with the first refusal (components/cart/applyRefusal.ts), not with every
 * page that shows the bag.
 */
export const checkoutRefusalMessages = defineMessages({
  en: {
    /** When the refused line is not known by name (it left the bag meanwhile). */
    unnamed: 'One of the items',
    removed: ', so we removed it from your bag',
    lowered: (quantity: number) => `, so we changed the quantity in your bag to ${quantity}`,
    unknownProduct: (name: string, fix: string) => `${name} is no longer sold${fix}.`,
    soldOut: (name: string, fix: string) => `${name} is sold out${fix}.`,
    notPurchasable: (name: string, fix: string) => `${name} cannot be bought right now${fix}.`,
    chooseOptions: (name: string) => `Please choose a size or colour for ${name} on its page.`,
    notEnoughStock: (name: string, available: number | undefined, fix: string) =>
      available === 1 ? `Only 1 of ${name} is left${fix}.` : `Only ${available ?? 'a few'} of ${name} are left${fix}.`,
    quantityOverLimit: (name: string, limit: number | undefined, fix: string) =>
      `One checkout can hold at most ${limit ?? 'a limited number'} of ${name}${fix}.`,
  },
  ar: {
    unnamed: 'أحد المنتجات',
    removed: '، لذا أزلنا هذا المنتج من سلتك',
    lowered: (quantity: number) => `، لذا غيّرنا الكمية في سلتك إلى ${quantity}`,
    unknownProduct: (name: string, fix: string) => `لم نعد نبيع ${name}${fix}.`,
    soldOut: (name: string, fix: string) => `نفدت كمية ${name}${fix}.`,
    notPurchasable: (name: string, fix: string) => `لا يمكن شراء ${name} حالياً${fix}.`,
    chooseOptions: (name: string) => `يُرجى اختيار مقاس أو لون ${name} من صفحة المنتج.`,
    notEnoughStock: (name: string, available: number | undefined, fix: string) =>
      available === 0
        ? `نفدت كمية ${name}${fix}.`
        : `لم يتبقَّ من ${name} سوى ${available === undefined ? 'قطع قليلة' : piecesLeftAr(available)}${fix}.`,
    quantityOverLimit: (name: string, limit: number | undefined, fix: string) =>
      limit === undefined
        ? `لا يمكن أن يضم الطلب الواحد إلا عدداً محدوداً من ${name}${fix}.`
        : `يمكن أن يضم الطلب الواحد ${piecesAtMostAr(limit)} كحد أقصى من ${name}${fix}.`,
  },
})
