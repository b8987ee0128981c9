/** Catalogue texts of the spec (§2) shared by pages, components and tests. */
export const EMPTY_CATEGORY_TEXT = 'No products found in this category.'
export const PRODUCT_NOT_FOUND_TEXT = 'Product not found'
export const categoryHeading = (category: string) => `Products in ${category.toUpperCase()}`
