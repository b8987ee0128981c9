import type { ReactNode } from 'react'
import { createGlobalStyle, styled } from 'styled-components'
import { formatAbn } from '@/lib/gst'
import { useLocale, useMessages } from '@/lib/react/LocaleContext'
import { invoiceMessages } from '@/lib/i18n/messages/invoice'
import { formatCurrencyString } from '@/lib/money'
import { formatShipping } from '@/lib/shipping'
import type { AdjustmentNoteView, InvoiceView } from '@/lib/invoice'
import { Button } from '../ui/Button'
import { fontSizes } from '../ui/theme'
import { orderDate } from './orderText'

export interface TaxInvoiceProps {
  invoice: InvoiceView
  /** The same invoice in the other language (the English governs, docs/product.md §10.8). */
  otherLanguageHref: string
}

/**
 * A paid order's tax invoice, then an adjustment note for each settled refund (docs/product.md §10.8): what the ATO
 * asks of a tax invoice (the words "Tax invoice", the seller's name and ABN, the date, the items, the GST included,
 * the buyer) and a print stylesheet that leaves the shop's header, footer and buttons off the paper.
 */
export function TaxInvoice({ invoice, otherLanguageHref }: TaxInvoiceProps) {
  const t = useMessages(invoiceMessages)
  return (
    <Sheet>
      <PrintOnly />
      <Tools data-print="hide">
        <a href={otherLanguageHref}>{t.otherLanguage}</a>
        {/* The server-rendered page (server/orders/invoice-page.tsx) has no React in the browser: its script finds
            the button by this attribute. */}
        <Button variant="secondary" data-print-button="" onClick={() => window.print()}>
          {t.print}
        </Button>
      </Tools>
      <InvoiceDocument invoice={invoice} />
      {invoice.adjustments.map((note) => (
        <AdjustmentNote key={note.ref} invoice={invoice} note={note} />
      ))}
    </Sheet>
  )
}

const money = (cents: number) => formatCurrencyString(cents)

/** The seller and its ABN, as both documents name them. */
function SellerFacts({ seller, testId }: { seller: InvoiceView['seller']; testId?: string }) {
  const t = useMessages(invoiceMessages)
  return (
    <>
      <Fact label={t.seller}>{seller.legalName}</Fact>
      <Fact label={t.abn}>
        <span dir="ltr" data-testid={testId}>
          {seller.abn ? formatAbn(seller.abn) : t.abnMissing}
        </span>
      </Fact>
    </>
  )
}

function InvoiceDocument({ invoice }: { invoice: InvoiceView }) {
  const t = useMessages(invoiceMessages)
  const locale = useLocale()
  return (
    <Document aria-labelledby="invoice-title">
      <h1 id="invoice-title">{t.title}</h1>
      {invoice.test ? <Notice role="note">{t.test}</Notice> : null}
      <Facts>
        <SellerFacts seller={invoice.seller} testId="invoice-abn" />
        <Fact label={t.invoiceNumber}>
          <span dir="ltr">{invoice.number}</span>
        </Fact>
        <Fact label={t.date}>
          <time dateTime={invoice.issuedAt}>{orderDate(invoice.issuedAt, locale)}</time>
        </Fact>
        {invoice.buyer ? <Fact label={t.buyer}>{invoice.buyer}</Fact> : null}
      </Facts>
      <Table>
        <caption>{t.items}</caption>
        <thead>
          <tr>
            <th scope="col">{t.item}</th>
            <th scope="col">{t.quantity}</th>
            <th scope="col">{t.unitPrice}</th>
            <th scope="col">{t.amount}</th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, index) => (
            <tr key={index}>
              <th scope="row">
                {line.name}
                {line.variant ? <Variant>{line.variant}</Variant> : null}
              </th>
              <td>{line.quantity}</td>
              <td>{money(line.unitAmount)}</td>
              <td>{money(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <SumRow label={t.shipping}>{formatShipping(invoice.shipping, locale)}</SumRow>
          {invoice.discount ? <SumRow label={t.discount}>−{money(invoice.discount)}</SumRow> : null}
          <SumRow label={t.total} strong testId="invoice-total">
            {money(invoice.total)}
          </SumRow>
          <SumRow label={t.gst} testId="invoice-gst">
            {money(invoice.gst)}
          </SumRow>
        </tfoot>
      </Table>
      <Small>{t.pricesInclude}</Small>
      <Small>{t.governing}</Small>
    </Document>
  )
}

/** A settled refund's adjustment note: its own page on paper, its reference the anchor the refund mail links. */
function AdjustmentNote({ invoice, note }: { invoice: InvoiceView; note: AdjustmentNoteView }) {
  const t = useMessages(invoiceMessages)
  const locale = useLocale()
  return (
    <Document id={note.ref} aria-labelledby={`${note.ref}-title`} $newPage>
      <h2 id={`${note.ref}-title`}>{t.adjustmentNote}</h2>
      <Facts>
        <SellerFacts seller={invoice.seller} />
        <Fact label={t.adjustmentRef}>
          <span dir="ltr">{note.ref}</span>
        </Fact>
        <Fact label={t.date}>
          <time dateTime={note.issuedAt}>{orderDate(note.issuedAt, locale)}</time>
        </Fact>
      </Facts>
      <p>{t.adjusts(invoice.number)}</p>
      <Table>
        <tbody>
          <SumRow label={t.refunded} strong>
            {money(note.amount)}
          </SumRow>
          <SumRow label={t.gstRefunded}>{money(note.gst)}</SumRow>
        </tbody>
      </Table>
      <Small>{t.governing}</Small>
    </Document>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

function SumRow({
  label,
  strong,
  testId,
  children,
}: {
  label: string
  strong?: boolean
  testId?: string
  children: ReactNode
}) {
  return (
    <tr data-strong={strong ? '' : undefined}>
      <th scope="row" colSpan={3}>
        {label}
      </th>
      <td data-testid={testId}>{children}</td>
    </tr>
  )
}

/** On paper: only the invoice (no header, footer, skip link or buttons), black on white. */
const PrintOnly = createGlobalStyle`
  @media print {
    body > * header,
    body > * footer,
    [data-print='hide'] {
      display: none !important;
    }
    body {
      background: #ffffff;
      color: #000000;
    }
  }
`

const Sheet = styled.div`
  padding: ${({ theme }) => theme.space(8)} 0;
  @media print {
    padding: 0;
  }
`

const Tools = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  max-width: 760px;
  margin-bottom: ${({ theme }) => theme.space(4)};
  a {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
  }
`

const Document = styled.article<{ $newPage?: boolean }>`
  max-width: 760px;
  margin-bottom: ${({ theme }) => theme.space(8)};
  padding: ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.md};
  h1,
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: ${fontSizes['3xl']};
  }
  @media print {
    border: none;
    padding: 0;
    ${({ $newPage }) => ($newPage ? 'break-before: page;' : '')}
  }
`

const Notice = styled.p`
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.sand};
  border-radius: ${({ theme }) => theme.radii.sm};
`

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(6)};
  dt {
    font-size: ${fontSizes.sm};
    color: ${({ theme }) => theme.colors.inkMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`

const Variant = styled.span`
  display: block;
  font-size: ${fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: start;
    font-weight: 600;
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(1)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
    text-align: start;
  }
  th[scope='row'] {
    font-weight: 400;
  }
  td:last-child,
  th[scope='col']:last-child {
    text-align: end;
  }
  tr[data-strong] {
    font-weight: 700;
  }
`

const Small = styled.p`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  font-size: ${fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`
