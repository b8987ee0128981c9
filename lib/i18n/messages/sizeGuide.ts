import { ltr } from '../bidi'
import { defineMessages } from '../messages'

/**
 * The size guide's dialog (docs/product.md §16.7), loaded with it when a shopper first opens it. The guide's title,
 * note and sizes are authored in Studio; these are the frame around them.
 */
export const sizeGuideMessages = defineMessages({
  en: {
    title: 'Size guide',
    close: 'Close the size guide',
    units: 'Units',
    cm: 'cm',
    inches: 'in',
    columns: {
      size: 'Size',
      lengthCm: 'Length',
      height: 'Your height',
      chestCm: 'Chest',
      headCm: 'Head',
    },
    /** A height range, e.g. `150–155 cm`. */
    range: (from: string, to: string, unit: string) => `${from}–${to} ${unit}`,
    measure: (value: string, unit: string) => `${value} ${unit}`,
  },
  ar: {
    title: 'دليل المقاسات',
    close: 'إغلاق دليل المقاسات',
    units: 'الوحدة',
    cm: 'سم',
    inches: 'بوصة',
    columns: {
      size: 'المقاس',
      lengthCm: 'الطول',
      height: 'طول القامة',
      chestCm: 'الصدر',
      headCm: 'الرأس',
    },
    range: (from: string, to: string, unit: string) => `${ltr(`${from}–${to}`)} ${unit}`,
    measure: (value: string, unit: string) => `${value} ${unit}`,
  },
})
