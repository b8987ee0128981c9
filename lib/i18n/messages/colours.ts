import { ltr } from '../bidi'
import { defineMessages } from '../messages'

/**
 * The Arabic names of the shop's colours (docs/product.md §19), keyed by the name editors give a variant's colour
 * (seed/catalogue.ts). Only the Arabic catalogue reads the table, so it travels in the Arabic pages' message
 * chunks and no English page loads it (docs/adr/0009-message-catalogue.md).
 */
const ARABIC_NAMES: Readonly<Record<string, string>> = {
  Amber: 'كهرماني',
  Amethyst: 'بنفسجي جمشتي',
  Black: 'أسود',
  Blush: 'وردي فاتح',
  Burgundy: 'عنابي',
  Camel: 'جملي',
  Champagne: 'شمبانيا',
  Charcoal: 'فحمي',
  Chocolate: 'شوكولاتة',
  Cream: 'كريمي',
  'Deep Navy': 'كحلي داكن',
  'Dusty Rose': 'وردي مغبر',
  Ebony: 'أبنوسي',
  Emerald: 'زمردي',
  Forest: 'أخضر غامق',
  Gold: 'ذهبي',
  Grey: 'رمادي',
  Ivory: 'عاجي',
  Lilac: 'ليلكي',
  'Mango Wood': 'خشب المانجو',
  'Midnight Black': 'أسود حالك',
  'Mist Grey': 'رمادي ضبابي',
  Mocha: 'موكا',
  'Natural Linen': 'كتان طبيعي',
  Navy: 'كحلي',
  Neutrals: 'ألوان محايدة',
  Nude: 'بيج فاتح',
  Oat: 'شوفاني',
  'Olive Wood': 'خشب الزيتون',
  Olive: 'زيتي',
  'Oud Amber': 'عنبر العود',
  Pastels: 'ألوان هادئة',
  Pearl: 'لؤلؤي',
  Plum: 'برقوقي',
  'Pure White': 'أبيض ناصع',
  'Rose Gold': 'ذهبي وردي',
  'Rose Quartz': 'وردي كوارتز',
  Rose: 'وردي',
  Sage: 'أخضر مريمي',
  Sand: 'رملي',
  'Sky Blue': 'أزرق سماوي',
  'Slate Blue': 'أزرق رمادي',
  'Stone Grey': 'رمادي حجري',
  Stone: 'حجري',
  Taupe: 'بني رمادي',
  Terracotta: 'تيراكوتا',
  Walnut: 'جوزي',
  'White Musk': 'مسك أبيض',
  White: 'أبيض',
}

/**
 * A colour's name as a shopper reads it: the English name is the colour's key everywhere (links `?colour=Navy`,
 * filters, images' `colour`, bag lines), so English shows it as authored; Arabic shows its Arabic name, or a colour
 * not listed as authored, isolated so its Latin letters keep their order inside an Arabic line.
 */
export const colourMessages = defineMessages({
  en: {
    name: (colour: string) => colour,
  },
  ar: {
    name: (colour: string) => ARABIC_NAMES[colour] ?? ltr(colour),
  },
})
