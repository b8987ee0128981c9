import { useConfig } from 'vike-react/useConfig'
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { DEFAULT_LOCALE } from '@/lib/i18n/locale'
import { messagesIn } from '@/lib/i18n/messages'
import { invoiceMessages } from '@/lib/i18n/messages/invoice'
import { routesIn } from '@/lib/routes'

/**
 * docs/product.md §10.8: the tax invoice a capability link names, in the page's language. A token that names no paid
 * order (malformed, signed for another order, made up) is a 404, the same for each, so a guess learns nothing.
 */
export async function data(pageContext: PageContextServer) {
  // useConfig() needs the hook's page context: before any await.
  const config = useConfig()
  const locale = pageContext.locale ?? DEFAULT_LOCALE
  const token = pageContext.routeParams.token ?? ''
  const invoice = await pageContext.invoices.invoice(token, locale)
  if (!invoice) throw render(404)
  const t = messagesIn(invoiceMessages, locale)
  config({ title: t.pageTitle(invoice.number), description: t.description })
  const other = locale === DEFAULT_LOCALE ? 'ar' : DEFAULT_LOCALE
  return { invoice, otherLanguageHref: routesIn(other).taxInvoice(token) }
}

export type Data = Awaited<ReturnType<typeof data>>
