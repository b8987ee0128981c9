/**
 * The tax invoice page as the server renders it (server/orders/invoice-routes.ts, docs/product.md §10.8): plain HTML
 * in both languages, its print stylesheet in the page, no Vike page and no client code but
 * the print button's script, never cached, no Referer, no robots; a token that names no invoice falls through to the
 * shop's 404 (here, the next handler).
 */
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { InvoiceView } from '@/lib/invoice'
import { INVOICE_PRINT_SCRIPT } from '@/server/orders/invoice-page'
import { invoiceRoutes } from '@/server/orders/invoice-routes'

const TOKEN = `${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}${'A'.repeat(43)}`

const view: InvoiceView = {
  number: '3F2A9C41B7',
  issuedAt: '2026-11-22T02:10:00.000Z',
  seller: { legalName: 'Noor & Thread Pty Ltd', abn: '51824753556' },
  buyer: 'Amina Rahman',
  test: false,
  lines: [{ name: 'Rose Chiffon Hijab', variant: 'Blush', quantity: 2, unitAmount: 2495, lineTotal: 4990 }],
  shipping: 0,
  discount: null,
  total: 4990,
  gst: 454,
  adjustments: [],
}

/** Another order's invoice: a test order with a discount, a refund, no ABN set, and a name that is markup. */
const OTHER = `${'1'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}${'A'.repeat(43)}`
const refunded: InvoiceView = {
  ...view,
  seller: { legalName: 'Noor & Thread', abn: null },
  buyer: '<img src=x onerror=alert(1)>',
  test: true,
  discount: 500,
  total: 4490,
  gst: 408,
  adjustments: [{ ref: '3F2A9C41B7-A8D1E0F22', issuedAt: '2026-11-25T05:00:00.000Z', amount: 2495, gst: 227 }],
}

let url = ''
let close = () => {}
const asked: Array<{ token: string; locale?: string }> = []

beforeAll(async () => {
  const app = express()
  app.use(
    invoiceRoutes({
      invoice: (token, locale) => {
        asked.push({ token, locale })
        return Promise.resolve(token === TOKEN ? view : token === OTHER ? refunded : null)
      },
    }),
  )
  app.use((_req, res) => void res.status(404).send('the shop 404'))
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  close = () => void server.close()
})
afterAll(() => close())

describe('the tax invoice page, rendered by the server', () => {
  it('is the invoice, printable, never cached, without Referer, robots or the shop’s client code', async () => {
    const res = await fetch(`${url}/orders/invoice/${TOKEN}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('referrer-policy')).toBe('no-referrer')
    expect(res.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    const html = await res.text()
    expect(html).toMatch(/^<!doctype html>\n<html lang="en-AU" dir="ltr">/)
    expect(html).toContain('<meta name="referrer" content="no-referrer">')
    expect(html).toContain('<title>Tax invoice 3F2A9C41B7 — Noor &amp; Thread</title>')
    expect(html).toMatch(/<h1[^>]*>Tax invoice<\/h1>/)
    expect(html).toContain('51 824 753 556')
    expect(html).toContain('$4.54')
    // Free shipping says so, as on every other page.
    expect(html).toMatch(/Shipping<\/th><td[^>]*>Free</)
    // Its styles, the print stylesheet among them, are in the page.
    expect(html).toMatch(/<style[^>]*>[^<]*@media print/)
    // One script, the print button's, of the shop's own origin; nothing of Vike's.
    expect([...html.matchAll(/<script[^>]*>/g)].map((m) => m[0])).toEqual([
      `<script src="${INVOICE_PRINT_SCRIPT}" defer>`,
    ])
    expect(html).toContain('data-print-button=""')
    expect(html).toContain(`href="/ar/orders/invoice/${TOKEN}"`)
    expect(asked.at(-1)).toEqual({ token: TOKEN, locale: 'en' })
  })

  it('in Arabic, right to left, linking the English that governs', async () => {
    const res = await fetch(`${url}/ar/orders/invoice/${TOKEN}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toMatch(/<html lang="ar[^"]*" dir="rtl">/)
    expect(html).toContain('والنص الإنجليزي هو المعتمد')
    expect(html).toContain(`href="/orders/invoice/${TOKEN}"`)
    expect(asked.at(-1)).toEqual({ token: TOKEN, locale: 'ar' })
  })

  it('says a test order, a discount, a missing ABN and each refund’s adjustment note; escapes what it is given', async () => {
    const html = await (await fetch(`${url}/orders/invoice/${OTHER}`)).text()
    expect(html).toMatch(/<p[^>]*role="note"[^>]*>Test order:/)
    expect(html).toMatch(/Discount<\/th><td>−\$5\.00</)
    expect(html).toMatch(/data-testid="invoice-abn">not set \(SHOP_ABN\)</)
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(html).not.toContain('<img')
    // The note's reference is the anchor the refund mail links, with the amount and the GST it gives back.
    const note = /<article[^>]*id="3F2A9C41B7-A8D1E0F22"[^>]*>([\s\S]*?)<\/article>/.exec(html)?.[1]
    expect(note).toMatch(/<h2[^>]*>Adjustment note<\/h2>/)
    expect(note).toContain('Adjusts tax invoice 3F2A9C41B7')
    expect(note).toContain('$24.95')
    expect(note).toContain('$2.27')
  })

  it('leaves a token that names no invoice to the shop’s 404', async () => {
    const res = await fetch(`${url}/orders/invoice/${TOKEN.slice(0, -1)}B`)
    expect(res.status).toBe(404)
    expect(await res.text()).toBe('the shop 404')
  })
})
