/** Catalogue texts of the spec (§2) shared by pages, components and tests. */
export const PRODUCT_NOT_FOUND_TEXT = 'Product not found'
