import { DEFAULT_LOCALE, type Locale } from '../i18n/locale'
import { variantLabel, type VariantOptions } from './variants'

/**
 * A product's name with its variant, as messages name it: `Classic Nidha Abaya (Size 56 · Black)` (docs/product.md
 * §16.3). Its own module so that the bag, which every page loads, does not carry it.
 */
export function nameWithVariant(
  name: string,
  variant?: VariantOptions | null,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const label = variant ? variantLabel(variant, locale) : ''
  return label ? `${name} (${label})` : name
}
