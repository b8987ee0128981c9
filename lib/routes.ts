import { DEFAULT_LOCALE, localizePath, type Locale } from './i18n/locale'
import type { NavigationLink } from './i18n/messages/navigation'

/**
 * Every page's address (docs/product.md §2), as the links build it (in English; `routesIn` gives them in another
 * language). Who may open each page, how it is cached and what robots do with it: lib/route-table.ts.
 */
export const routes = {
  home: '/',
  signup: '/signup',
  login: '/login',
  product: (slug: string) => `/product/${encodeURIComponent(slug)}`,
  category: (category: string) => `/category/${encodeURIComponent(category)}`,
  products: '/products',
  productsPage: (page: number) => (page <= 1 ? '/products' : `/products?page=${page}`),
  cart: '/cart',
  paymentSuccess: '/stripe/success',
  paymentError: '/stripe/error',
  contact: '/contact-us',
  verify: (token: string) => `/verify/${encodeURIComponent(token)}`,
  wishlist: '/wishlist',
  forgotPassword: '/forgot-password',
  resetPassword: (token: string) => `/reset-password/${encodeURIComponent(token)}`,
  /** docs/product.md §12.2: the link of the newsletter's confirmation mail. */
  newsletterConfirm: (token: string) => `/newsletter/confirm/${encodeURIComponent(token)}`,
  ourStory: '/our-story',
  shippingReturns: '/shipping-returns',
  terms: '/terms-and-conditions',
  privacy: '/privacy-policy',
  /** docs/product.md §15: results for `q` (the header's search form GETs this without JavaScript). */
  search: (query?: string) => (query ? `/search?q=${encodeURIComponent(query)}` : '/search'),
  /** docs/product.md §17: the signed-in shopper's orders, and one order. */
  account: '/account',
  order: (id: string) => `/account/orders/${encodeURIComponent(id)}`,
  /** docs/product.md §17.3: a guest's order by its number and e-mail; the order mails link here with the number. */
  orderLookup: (number?: string) => (number ? `/orders/lookup?number=${encodeURIComponent(number)}` : '/orders/lookup'),
  /**
   * docs/product.md §10.8: an order's tax invoice and its adjustment notes, by a capability link (the token names the
   * order and is signed: server/orders/invoice.ts).
   */
  taxInvoice: (token: string) => `/orders/invoice/${encodeURIComponent(token)}`,
  /** docs/product.md §2.22: name, e-mail, password, newsletter, alerts, data export, deletion. */
  settings: '/account/settings',
  /** The link of the mail sent to the new address of an e-mail change. */
  confirmEmailChange: (token: string) => `/account/confirm-email/${encodeURIComponent(token)}`,
  /** docs/product.md §16.5: the double opt-in link of a back-in-stock alert. */
  alertConfirm: (token: string) => `/alerts/confirm/${encodeURIComponent(token)}`,
  /** docs/product.md §12.3: the unsubscribe link of newsletter and alert mails, and where its button leads. */
  unsubscribe: (token: string) => `/unsubscribe/${encodeURIComponent(token)}`,
  unsubscribed: '/unsubscribed',
} as const

export type Routes = typeof routes

/**
 * A route with a parameter as an Express or label pattern: `routePattern(routes.product, 'slug')` is
 * `/product/:slug`. Server routers and metric labels take their paths from here, so a route is spelt once.
 */
export function routePattern(route: (param: string) => string, param: string): string {
  return route('\u0000').replace('%00', `:${param}`)
}

const localized = new Map<Locale, Routes>([[DEFAULT_LOCALE, routes]])

/** The routes in a language: `routesIn('ar').cart` is `/ar/cart` (docs/product.md §19). */
export function routesIn(locale: Locale): Routes {
  let entry = localized.get(locale)
  if (!entry) {
    const mapped: Record<string, unknown> = {}
    for (const [name, route] of Object.entries(routes)) {
      mapped[name] =
        typeof route === 'string'
          ? localizePath(route, locale)
          : (...args: never[]) => localizePath((route as (...a: never[]) => string)(...args), locale)
    }
    entry = mapped as Routes
    localized.set(locale, entry)
  }
  return entry
}

/** JSON endpoints of the shop's own server. */
export const apiRoutes = {
  contact: '/api/contact',
  checkout: '/api/checkout',
  searchSuggestions: '/api/search/suggestions',
  stock: '/api/stock',
  /** docs/product.md §16.4: a product's sizes and colours with units left, by the product's price id. */
  variants: '/api/variants',
  graphql: '/graphql',
} as const

/** The header's links: each label is the `navigationMessages.links` entry of its key (lib/i18n/messages/navigation.ts). */
export const NAV_LINKS = [
  { key: 'shop', href: routes.products },
  { key: 'men', href: routes.category('men') },
  { key: 'women', href: routes.category('women') },
  { key: 'accessories', href: routes.category('accessories') },
] as const satisfies ReadonlyArray<{ key: NavigationLink; href: string }>

/** In reading order: the shop's sections and story, then help and the legal pages (two columns in the footer). */
export const FOOTER_LINKS = [
  { key: 'women', href: routes.category('women') },
  { key: 'men', href: routes.category('men') },
  { key: 'accessories', href: routes.category('accessories') },
  { key: 'ourStory', href: routes.ourStory },
  { key: 'shippingReturns', href: routes.shippingReturns },
  { key: 'contact', href: routes.contact },
  { key: 'terms', href: routes.terms },
  { key: 'privacy', href: routes.privacy },
] as const satisfies ReadonlyArray<{ key: NavigationLink; href: string }>

/** The menu's social entries (docs/product.md §2.4); Twitter has been called X since 2023 (issue 36). */
export const SOCIAL_ENTRIES = ['Facebook', 'Instagram', 'X'] as const
