/**
 * The tax invoice page (docs/product.md §10.8), rendered by Express rather than as a Vike page: a document to read
 * and print, with no client-side code of the shop's, so its route does not weigh on every page's JavaScript (Vike's
 * router carries every page's route in every page; docs/performance.md). This file is the invoice's one home: plain
 * HTML like the test payment page (server/payments/pay-page.ts), every value escaped, its styles (the print
 * stylesheet among them) in one <style> (the CSP allows inline styles), its words from the message catalogue
 * (lib/i18n/messages/invoice.ts). The print button is wired by one small script of the shop's own
 * (public/invoice-print.js), as the CSP allows no inline script.
 */
import { SHOP_NAME } from '@/lib/constants'
import { formatAbn } from '@/lib/gst'
import { directionOf, LANGUAGE_TAGS, type Locale } from '@/lib/i18n/locale'
import { messagesIn } from '@/lib/i18n/messages'
import { commonMessages } from '@/lib/i18n/messages/common'
import { invoiceMessages } from '@/lib/i18n/messages/invoice'
import type { AdjustmentNoteView, InvoiceView } from '@/lib/invoice'
import { formatCurrencyString } from '@/lib/money'
import { orderDate } from '@/lib/orderText'
import { routesIn } from '@/lib/routes'
import { formatShipping } from '@/lib/shipping'
import { escapeHtml as e } from '../mail/html'

/** The script that makes the Print button print: a file of public/, served from the shop's own origin. */
export const INVOICE_PRINT_SCRIPT = '/invoice-print.js'

export interface InvoicePageInput {
  invoice: InvoiceView
  locale: Locale
  /** The same invoice in the other language (the English governs). */
  otherLanguageHref: string
}

type InvoiceMessages = (typeof invoiceMessages)[Locale]

/**
 * The shop's colours, type and spacing (components/ui/theme.ts), written out: the page loads none of the shop's
 * client code or fonts, so the faces named are the stacks' fall-backs the reader's system has. On paper: only the
 * invoice (no header, links or buttons), black on white, each adjustment note on a page of its own.
 */
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 'Inter Variable','Noto Sans Arabic','Inter','Segoe UI',system-ui,-apple-system,Tahoma,sans-serif;color:#1f1a17;background:#fbf8f4}
a{color:inherit}
.bar{padding:16px;border-bottom:1px solid #e2d8cb;text-align:center}
.bar a{font-family:'Cormorant Garamond','Noto Naskh Arabic','Playfair Display',Georgia,'Times New Roman',serif;font-size:1.5rem;font-weight:600;text-decoration:none}
.container{max-width:1200px;margin:0 auto;padding:32px 16px 64px}
.tools{display:flex;justify-content:space-between;align-items:center;max-width:760px;margin-bottom:16px}
.tools a{color:#7a4b3a;font-weight:600}
.tools button{font:inherit;font-weight:600;padding:8px 20px;border:1px solid #1f1a17;border-radius:8px;background:transparent;color:#1f1a17;cursor:pointer}
.tools button:hover{background:#efe6da}
.document{max-width:760px;margin-bottom:32px;padding:24px;background:#fff;border:1px solid #e2d8cb;border-radius:8px}
.document h1,.document h2{margin:0 0 16px;font-family:'Cormorant Garamond','Noto Naskh Arabic','Playfair Display',Georgia,'Times New Roman',serif;font-size:1.75rem;font-weight:600;line-height:1.2}
.notice{padding:12px;background:#efe6da;border-radius:4px}
.facts{display:grid;grid-template-columns:repeat(auto-fill,minmax(200px,1fr));gap:12px;margin:0 0 24px}
.facts dt{font-size:.875rem;color:#5f5650}
.facts dd{margin:0;font-weight:600}
.variant{display:block;font-size:.875rem;color:#5f5650}
table{width:100%;border-collapse:collapse}
caption{text-align:start;font-weight:600;margin-bottom:8px}
th,td{padding:8px 4px;border-bottom:1px solid #e2d8cb;text-align:start}
th[scope=row]{font-weight:400}
td:last-child,th[scope=col]:last-child{text-align:end}
tr.strong,tr.strong th{font-weight:700}
.small{margin:12px 0 0;font-size:.875rem;color:#5f5650}
:focus-visible{outline:3px solid #1f6feb;outline-offset:2px}
@media print{
[data-print=hide]{display:none!important}
body{background:#fff;color:#000}
.container{padding:0}
.document{border:none;padding:0}
.document.new-page{break-before:page}
}
`

const money = (cents: number) => formatCurrencyString(cents)

/** A label and its value in the documents' facts. */
const fact = (label: string, value: string) => `<div><dt>${e(label)}</dt><dd>${value}</dd></div>`

/** A row of the totals: its label over the three first columns, its amount in the last. */
function sumRow(label: string, amount: string, { strong = false, testId }: { strong?: boolean; testId?: string } = {}) {
  return `<tr${strong ? ' class="strong"' : ''}><th scope="row" colspan="3">${e(label)}</th><td${testId ? ` data-testid="${testId}"` : ''}>${e(amount)}</td></tr>`
}

/** The seller and its ABN, as both documents name them. */
function sellerFacts(seller: InvoiceView['seller'], t: InvoiceMessages, abnTestId?: string): string {
  const abn = seller.abn ? formatAbn(seller.abn) : t.abnMissing
  return (
    fact(t.seller, e(seller.legalName)) +
    fact(t.abn, `<span dir="ltr"${abnTestId ? ` data-testid="${abnTestId}"` : ''}>${e(abn)}</span>`)
  )
}

const date = (iso: string, locale: Locale) => `<time datetime="${e(iso)}">${e(orderDate(iso, locale))}</time>`

/**
 * What the ATO asks of a tax invoice: the words "Tax invoice", the seller's name and ABN, the date, the items, the
 * GST included, the buyer.
 */
function invoiceDocument(invoice: InvoiceView, t: InvoiceMessages, locale: Locale): string {
  const lines = invoice.lines
    .map(
      (line) =>
        `<tr><th scope="row">${e(line.name)}${line.variant ? `<span class="variant">${e(line.variant)}</span>` : ''}</th><td>${line.quantity}</td><td>${e(money(line.unitAmount))}</td><td>${e(money(line.lineTotal))}</td></tr>`,
    )
    .join('')
  return `<article class="document" aria-labelledby="invoice-title">
<h1 id="invoice-title">${e(t.title)}</h1>
${invoice.test ? `<p class="notice" role="note">${e(t.test)}</p>` : ''}
<dl class="facts">${sellerFacts(invoice.seller, t, 'invoice-abn')}${fact(t.invoiceNumber, `<span dir="ltr">${e(invoice.number)}</span>`)}${fact(t.date, date(invoice.issuedAt, locale))}${invoice.buyer ? fact(t.buyer, e(invoice.buyer)) : ''}</dl>
<table><caption>${e(t.items)}</caption>
<thead><tr><th scope="col">${e(t.item)}</th><th scope="col">${e(t.quantity)}</th><th scope="col">${e(t.unitPrice)}</th><th scope="col">${e(t.amount)}</th></tr></thead>
<tbody>${lines}</tbody>
<tfoot>${sumRow(t.shipping, formatShipping(invoice.shipping, locale))}${invoice.discount ? sumRow(t.discount, `−${money(invoice.discount)}`) : ''}${sumRow(t.total, money(invoice.total), { strong: true, testId: 'invoice-total' })}${sumRow(t.gst, money(invoice.gst), { testId: 'invoice-gst' })}</tfoot></table>
<p class="small">${e(t.pricesInclude)}</p>
<p class="small">${e(t.governing)}</p>
</article>`
}

/** A settled refund's adjustment note: its own page on paper, its reference the anchor the refund mail links. */
function adjustmentNote(invoice: InvoiceView, note: AdjustmentNoteView, t: InvoiceMessages, locale: Locale): string {
  const ref = e(note.ref)
  return `<article class="document new-page" id="${ref}" aria-labelledby="${ref}-title">
<h2 id="${ref}-title">${e(t.adjustmentNote)}</h2>
<dl class="facts">${sellerFacts(invoice.seller, t)}${fact(t.adjustmentRef, `<span dir="ltr">${ref}</span>`)}${fact(t.date, date(note.issuedAt, locale))}</dl>
<p>${e(t.adjusts(invoice.number))}</p>
<table><tbody>${sumRow(t.refunded, money(note.amount), { strong: true })}${sumRow(t.gstRefunded, money(note.gst))}</tbody></table>
<p class="small">${e(t.governing)}</p>
</article>`
}

/**
 * The whole page's HTML: head (no robots, no Referer), the shop's name back to the shop, the other language's link
 * and the Print button (both left off the paper), the invoice, then an adjustment note for each settled refund.
 */
export function renderInvoicePage({ invoice, locale, otherLanguageHref }: InvoicePageInput): string {
  const t = messagesIn(invoiceMessages, locale)
  const documents = [
    invoiceDocument(invoice, t, locale),
    ...invoice.adjustments.map((note) => adjustmentNote(invoice, note, t, locale)),
  ].join('\n')
  return `<!doctype html>
<html lang="${LANGUAGE_TAGS[locale]}" dir="${directionOf(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer"><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${e(`${t.pageTitle(invoice.number)} — ${SHOP_NAME}`)}</title><meta name="description" content="${e(t.description)}">
<style>${STYLE}</style><script src="${INVOICE_PRINT_SCRIPT}" defer></script></head>
<body><header class="bar" data-print="hide"><a href="${e(routesIn(locale).home)}" aria-label="${e(messagesIn(commonMessages, locale).home)}">${e(SHOP_NAME)}</a></header>
<main id="main"><div class="container">
<div class="tools" data-print="hide"><a href="${e(otherLanguageHref)}">${e(t.otherLanguage)}</a><button type="button" data-print-button="">${e(t.print)}</button></div>
${documents}
</div></main></body></html>`
}
