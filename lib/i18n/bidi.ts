/**
 * Left-to-right text inside Arabic text, isolated (U+2066 … U+2069). Without it the bidirectional algorithm turns
 * digits that follow Arabic letters into Arabic numbers, so an amount's `$` lands after them (`24.95$`), and it lays
 * the groups of a card number out from the right (`4000 0000 0000 0002` reads `0002 0000 0000 4000`). An amount that
 * stands alone in its own element needs none (it is a paragraph of its own).
 */
export const ltr = (text: string) => `\u2066${text}\u2069`

/**
 * Text whose direction is its own, isolated (U+2068 … U+2069, as `dir="auto"` does in HTML): what a shopper typed or
 * an editor wrote (an address, a name, a product's title) reads in its own direction inside a line of the other.
 * Without it "12 Smith Street" in an Arabic line reads "Smith Street 12".
 */
export const isolated = (text: string) => `\u2068${text}\u2069`
