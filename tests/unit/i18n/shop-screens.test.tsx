import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { CartView } from '@/components/cart/CartView'
import { Hero } from '@/components/catalogue/Hero'
import { ListingControls } from '@/components/catalogue/ListingControls'
import { Pagination } from '@/components/catalogue/Pagination'
import { ProductGrid } from '@/components/catalogue/ProductGrid'
import { SearchEmptyState } from '@/components/search/SearchResults'
import { AppProviders } from '@/components/ui/AppProviders'
import { WishlistView } from '@/components/wishlist/WishlistView'
import { LOCALES, type Locale } from '@/lib/i18n/locale'
import { filledCart } from '@/tests/fixtures/cart'
import { sampleHero, sampleProducts } from '@/tests/fixtures/catalogue'
import { sampleWishlist } from '@/tests/fixtures/wishlist'

// docs/product.md §19.1: a shopper who reads the shop in Arabic stays in Arabic, whichever link or form they use.

const noop = () => {}
const cart = filledCart()
const cartHandlers = {
  onSetQuantity: noop,
  onIncrement: noop,
  onDecrement: noop,
  onRemove: noop,
  onCheckout: noop,
  onClear: noop,
}
const wishlistHandlers = { onRemove: noop, onAddToCart: noop, onAddAllToCart: noop, onClear: noop }

function screens(locale: Locale): string {
  const screen = (children: ReactNode) => renderToString(<AppProviders locale={locale}>{children}</AppProviders>)
  return [
    screen(<Hero hero={sampleHero} />),
    screen(<ProductGrid products={sampleProducts} label="Products" />),
    screen(
      <ListingControls
        basePath="/search"
        params={{ q: 'abaya', sort: 'relevance', category: [], size: ['56'], colour: [], min: 10, max: null, page: 1 }}
        facets={{ category: [], size: [{ value: '56', label: '56', count: 3, selected: true }], colour: [] }}
        defaultSort="relevance"
        show={['size']}
      />,
    ),
    screen(<Pagination page={2} pageCount={3} hrefFor={(page) => `/products?page=${page}`} />),
    screen(<CartView ready lines={Object.values(cart.cartDetails)} totalPrice={cart.totalPrice} {...cartHandlers} />),
    screen(<CartView ready lines={[]} totalPrice={0} {...cartHandlers} />),
    screen(<WishlistView items={sampleWishlist} restored {...wishlistHandlers} />),
    screen(<WishlistView items={[]} restored {...wishlistHandlers} />),
    screen(<SearchEmptyState query="zzz" />),
  ].join('\n')
}

/** Every link's and form's target in the markup. */
const targets = (html: string) => [...html.matchAll(/ (?:href|action)="([^"]*)"/g)].map((match) => match[1]!)

describe('the shop’s screens in each language', () => {
  it('link and submit to pages in English without a prefix', () => {
    const english = targets(screens('en'))
    expect(english.length).toBeGreaterThan(20)
    for (const target of english) expect(target).toMatch(/^\/(?!ar(\/|\?|$))/)
  })

  it('link and submit to pages in Arabic under /ar', () => {
    const arabic = targets(screens('ar'))
    expect(arabic.length).toBeGreaterThan(20)
    for (const target of arabic) expect(target).toMatch(/^\/ar(\/|\?|$)/)
  })

  it('say in Arabic what they say in English', () => {
    const [english, arabic] = LOCALES.map(screens)
    for (const text of ['Shop Now', 'Your Cart', 'Continue Shopping', 'Your Wishlist', 'Sort by', 'Next'])
      expect(english).toContain(text)
    for (const text of ['تسوّق الآن', 'سلتك', 'مواصلة التسوق', 'مفضلتك', 'ترتيب حسب', 'التالي'])
      expect(arabic).toContain(text)
    expect(arabic).not.toMatch(/>(Shop Now|Your Cart|Continue Shopping|Remove|Add to cart|Sort by|Next)</)
  })
})
