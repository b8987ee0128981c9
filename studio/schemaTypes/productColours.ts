/** A product's colours, read by the image colour field and its input (docs/product.md §16.6). */

/** What the field reads from the product: its variants' colours. */
export interface ProductColours {
  variants?: Array<{ colour?: string | null }> | null
}

/** The product's colours as shoppers choose them: the variants' colours, each once, in the order editors listed them. */
export function productColours(document: ProductColours | undefined): string[] {
  const colours: string[] = []
  for (const variant of document?.variants ?? [])
    if (variant.colour && !colours.includes(variant.colour)) colours.push(variant.colour)
  return colours
}

/**
 * An image's colour must be one of the product's colours, spelled as the variants spell it: the colour picker's
 * value is the variant's colour, and only an exact match switches the gallery (docs/product.md §16.6).
 */
export function imageColourProblem(colour: string | undefined, document: ProductColours | undefined): string | true {
  if (!colour) return true
  const colours = productColours(document)
  if (colours.includes(colour)) return true
  if (colours.length === 0) return 'This product has no colours under Sizes and colours: leave the colour empty'
  return `Choose one of the product's colours (${colours.join(', ')}), or leave it empty`
}
