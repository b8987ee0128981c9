/**
 * Set on an element while useReturnFocus puts focus back on it after a dialog closes. A returned focus is not the
 * shopper's: an icon button does not open its tooltip for it (on a phone the tooltip would stay open over the next
 * page, docs/product.md §2.2).
 */
export const RETURNED_FOCUS_ATTRIBUTE = 'data-returned-focus'
