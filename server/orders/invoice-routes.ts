/**
 * GET /orders/invoice/:token and /ar/orders/invoice/:token: the tax invoice page (docs/product.md §10.8), answered
 * here rather than by Vike (server/orders/invoice-page.ts says why). Its entry in lib/route-table.ts
 * (`render: 'server'`) is what keeps the token out of the log, sends `no-store` and a CSP without Stripe.js
 * (server/app.ts); this adds what the page itself says: no Referer, no robots. A token that names no paid order
 * falls through to the shop's 404 page, the same for each, so a guess learns nothing.
 */
import { Router, type Request, type Response, type NextFunction } from 'express'
import { DEFAULT_LOCALE, LOCALES, localizePath, type Locale } from '@/lib/i18n/locale'
import { PAGE_ROUTES } from '@/lib/route-table'
import { routesIn } from '@/lib/routes'
import type { OrdersService } from './service'
import { renderInvoicePage } from './invoice-page'

const pattern = PAGE_ROUTES.find((route) => route.name === 'taxInvoice')!.pattern

export function invoiceRoutes(orders: Pick<OrdersService, 'invoice'>): Router {
  const router = Router()
  for (const locale of LOCALES) {
    router.get(localizePath(pattern, locale), (req, res, next) => void answer(orders, locale, req, res, next))
  }
  return router
}

async function answer(
  orders: Pick<OrdersService, 'invoice'>,
  locale: Locale,
  req: Request,
  res: Response,
  next: NextFunction,
): Promise<void> {
  try {
    const token = String(req.params.token)
    const invoice = await orders.invoice(token, locale)
    if (!invoice) return next()
    const other = locale === DEFAULT_LOCALE ? 'ar' : DEFAULT_LOCALE
    const html = renderInvoicePage({ invoice, locale, otherLanguageHref: routesIn(other).taxInvoice(token) })
    res
      .status(200)
      .set({
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'Referrer-Policy': 'no-referrer',
        'X-Robots-Tag': 'noindex, nofollow',
      })
      .send(html)
  } catch (err) {
    next(err)
  }
}
