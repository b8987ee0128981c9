/**
 * The tax invoice page (docs/product.md §10.8), rendered by Express rather than as a Vike page: a document to read
 * and print, with no client-side code of the shop's, so its route does not weigh on every page's JavaScript (Vike's
 * router carries every page's route in every page; docs/performance.md). The same React component draws it as in
 * Storybook (components/orders/TaxInvoice.tsx), rendered once to HTML with its styles; the print button is wired by
 * one small script of the shop's own (public/invoice-print.js), as the CSP allows no inline script.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { ServerStyleSheet, styled } from 'styled-components'
import { PageContainer } from '@/components/layout/PageShell'
import { TaxInvoice } from '@/components/orders/TaxInvoice'
import { AppProviders } from '@/components/ui/AppProviders'
import { SHOP_NAME } from '@/lib/constants'
import { directionOf, LANGUAGE_TAGS, type Locale } from '@/lib/i18n/locale'
import { messagesIn } from '@/lib/i18n/messages'
import { commonMessages } from '@/lib/i18n/messages/common'
import { invoiceMessages } from '@/lib/i18n/messages/invoice'
import type { InvoiceView } from '@/lib/invoice'
import { routesIn } from '@/lib/routes'
import { escapeHtml as e } from '../mail/html'

/** The script that makes the Print button print: a file of public/, served from the shop's own origin. */
export const INVOICE_PRINT_SCRIPT = '/invoice-print.js'

export interface InvoicePageInput {
  invoice: InvoiceView
  locale: Locale
  /** The same invoice in the other language. */
  otherLanguageHref: string
}

/** The shop's name over the invoice, back to the shop; left off the paper with the rest of the page's chrome. */
function ShopBar({ locale }: { locale: Locale }) {
  return (
    <Bar data-print="hide">
      <a href={routesIn(locale).home} aria-label={messagesIn(commonMessages, locale).home}>
        {SHOP_NAME}
      </a>
    </Bar>
  )
}

/** The whole page's HTML: head (no robots, no Referer), the shop's bar, the invoice. */
export function renderInvoicePage({ invoice, locale, otherLanguageHref }: InvoicePageInput): string {
  const t = messagesIn(invoiceMessages, locale)
  const sheet = new ServerStyleSheet()
  try {
    const body = renderToStaticMarkup(
      sheet.collectStyles(
        <AppProviders locale={locale}>
          <ShopBar locale={locale} />
          <main id="main">
            <PageContainer>
              <TaxInvoice invoice={invoice} otherLanguageHref={otherLanguageHref} />
            </PageContainer>
          </main>
        </AppProviders>,
      ),
    )
    return `<!doctype html>
<html lang="${LANGUAGE_TAGS[locale]}" dir="${directionOf(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer"><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${e(`${t.pageTitle(invoice.number)} — ${SHOP_NAME}`)}</title><meta name="description" content="${e(t.description)}">
${sheet.getStyleTags()}<script src="${INVOICE_PRINT_SCRIPT}" defer></script></head>
<body>${body}</body></html>`
  } finally {
    sheet.seal()
  }
}

const Bar = styled.header`
  padding: ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.line};
  text-align: center;
  a {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 1.5rem;
    font-weight: 600;
    text-decoration: none;
  }
`
