/**
 * The built-in test payment page, rendered as plain HTML by Express: a form that works without JavaScript,
 * every value escaped, no scripts, styles in one <style nonce> block (our CSP allows inline styles).
 */
import { SHOP_NAME } from '@/lib/constants'
import { variantLabel } from '@/lib/catalogue/variants'
import { formatCurrencyString } from '@/lib/money'
import { formatShipping, SHIPPING_RULE_TEXT } from '@/lib/shipping'
import type { CheckoutSessionRow } from '../db/schema/orders'
import { escapeHtml as e } from '../mail/html'
import { AU_STATES, COUNTRIES, type PayErrors, type PayField, type PayValues } from './pay-form'

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#1f1a17;background:#fbf8f4}
main{max-width:980px;margin:0 auto;padding:32px 20px;display:grid;gap:32px;grid-template-columns:1fr}
@media(min-width:860px){main{grid-template-columns:1fr 1.1fr}}
h1{font-size:22px;margin:0 0 4px}h2{font-size:18px;margin:0 0 12px}.muted{color:#5f5650;font-size:14px}
.test{display:inline-block;background:#f6d7a7;color:#5b3a00;border-radius:4px;padding:2px 8px;font-size:12px;font-weight:700;letter-spacing:.04em}
table{width:100%;border-collapse:collapse}td{padding:8px 0;border-bottom:1px solid #e5dccf;vertical-align:top}td.amount{text-align:right;white-space:nowrap}
.variant{font-weight:600}.total td{font-weight:700;border-bottom:0;font-size:18px}
form{background:#fff;border:1px solid #e5dccf;border-radius:8px;padding:24px}
fieldset{border:0;padding:0;margin:0 0 20px}legend{font-weight:700;margin-bottom:8px}
label{display:block;font-size:14px;font-weight:600;margin:12px 0 4px}
input,select{width:100%;font:inherit;padding:10px 12px;border:1px solid #bdb2a6;border-radius:6px;background:#fff;color:inherit}
input[aria-invalid=true],select[aria-invalid=true]{border-color:#a4262c}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.error{color:#a4262c;font-size:14px;margin:4px 0 0}
.alert{border:1px solid #a4262c;background:#fdecec;color:#7a1c20;border-radius:6px;padding:12px;margin:0 0 16px}
button,.button{display:inline-block;width:100%;font:inherit;font-weight:700;padding:12px 16px;border-radius:6px;border:0;background:#7a4b3a;color:#fff;cursor:pointer;text-align:center;text-decoration:none}
button:hover{background:#643b2d}.cancel{display:block;text-align:center;margin-top:16px;color:#5f5650}
:focus-visible{outline:3px solid #1f6feb;outline-offset:2px}
`

function layout(title: string, nonce: string | undefined, body: string): string {
  return `<!doctype html>
<html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${e(title)}</title>
<style${nonce ? ` nonce="${e(nonce)}"` : ''}>${STYLE}</style></head>
<body>${body}</body></html>`
}

function summary(session: CheckoutSessionRow): string {
  const rows = session.lines
    .map(
      (l) =>
        `<tr><td>${e(l.name)}${variantLabel(l) ? ` <span class="variant">${e(variantLabel(l))}</span>` : ''}<br><span class="muted">Qty ${l.quantity} × ${e(formatCurrencyString(l.unitAmount, session.currency))}</span></td><td class="amount">${e(formatCurrencyString(l.unitAmount * l.quantity, session.currency))}</td></tr>`,
    )
    .join('')
  return `<section aria-labelledby="summary-title">
<p><span class="test">TEST MODE</span></p>
<h1 id="summary-title">Pay ${e(SHOP_NAME)}</h1>
<p class="muted">Amounts in ${e(session.currency)}</p>
<table><tbody>${rows}<tr><td>Shipping</td><td class="amount" data-testid="pay-shipping">${e(formatShipping(session.shippingAmount))}</td></tr><tr class="total"><td>Total</td><td class="amount" data-testid="pay-total">${e(formatCurrencyString(session.amountTotal, session.currency))}</td></tr></tbody></table>
<p class="muted">${e(SHIPPING_RULE_TEXT)}</p>
<p class="muted">This is the shop's built-in test payment page. Use card 4242 4242 4242 4242 with any future expiry and any CVC to pay; 4000 0000 0000 0002 is declined. No money moves.</p>
</section>`
}

interface FieldSpec {
  name: PayField
  label: string
  type?: string
  autocomplete: string
  inputmode?: string
  placeholder?: string
  /** Card number and CVC are never echoed back into the page. */
  secret?: boolean
  optional?: boolean
}

function field(spec: FieldSpec, values: Partial<PayValues>, errors: PayErrors): string {
  const error = errors[spec.name]
  const id = `f-${spec.name}`
  const value = spec.secret ? '' : (values[spec.name] ?? '')
  const attrs = [
    `id="${id}"`,
    `name="${spec.name}"`,
    `type="${spec.type ?? 'text'}"`,
    `autocomplete="${spec.autocomplete}"`,
    spec.inputmode ? `inputmode="${spec.inputmode}"` : '',
    spec.placeholder ? `placeholder="${e(spec.placeholder)}"` : '',
    `value="${e(value)}"`,
    error ? `aria-invalid="true" aria-describedby="${id}-error"` : '',
  ]
    .filter(Boolean)
    .join(' ')
  return `<div><label for="${id}">${e(spec.label)}${spec.optional ? ' <span class="muted">(optional)</span>' : ''}</label><input ${attrs}>${
    error ? `<p class="error" id="${id}-error">${e(error)}</p>` : ''
  }</div>`
}

function countrySelect(values: Partial<PayValues>, errors: PayErrors): string {
  const selected = values.country || 'AU'
  const error = errors.country
  const options = COUNTRIES.map(
    ([code, name]) => `<option value="${code}"${code === selected ? ' selected' : ''}>${e(name)}</option>`,
  ).join('')
  return `<div><label for="f-country">Country</label><select id="f-country" name="country" autocomplete="country"${
    error ? ' aria-invalid="true" aria-describedby="f-country-error"' : ''
  }>${options}</select>${error ? `<p class="error" id="f-country-error">${e(error)}</p>` : ''}</div>`
}

function stateSelect(values: Partial<PayValues>, errors: PayErrors): string {
  const selected = (values.shipState ?? '').toUpperCase()
  const error = errors.shipState
  const options = [
    '<option value="">Choose…</option>',
    ...AU_STATES.map((code) => `<option value="${code}"${code === selected ? ' selected' : ''}>${code}</option>`),
  ].join('')
  return `<div><label for="f-shipState">Delivery state</label><select id="f-shipState" name="shipState" autocomplete="shipping address-level1"${
    error ? ' aria-invalid="true" aria-describedby="f-shipState-error"' : ''
  }>${options}</select>${error ? `<p class="error" id="f-shipState-error">${e(error)}</p>` : ''}</div>`
}

export interface PayPageInput {
  session: CheckoutSessionRow
  nonce: string | undefined
  values?: Partial<PayValues>
  errors?: PayErrors
  /** A decline or other message about the whole payment. */
  alert?: string
}

export function renderPayPage({ session, nonce, values = {}, errors = {}, alert }: PayPageInput): string {
  const f = (spec: FieldSpec) => field(spec, values, errors)
  const errorCount = Object.keys(errors).length
  const alertText = alert ?? (errorCount > 0 ? 'Please check the highlighted fields.' : undefined)
  const form = `<form method="post" action="/pay/${e(session.id)}" novalidate aria-labelledby="pay-title">
<h2 id="pay-title">Pay with card</h2>
${alertText ? `<div class="alert" role="alert">${e(alertText)}</div>` : ''}
<fieldset><legend>Contact</legend>
${f({ name: 'email', label: 'Email', type: 'email', autocomplete: 'email', placeholder: 'you@example.com' })}
</fieldset>
<fieldset><legend>Card information</legend>
${f({ name: 'cardNumber', label: 'Card number', autocomplete: 'cc-number', inputmode: 'numeric', placeholder: '1234 1234 1234 1234', secret: true })}
<div class="row">
${f({ name: 'expiry', label: 'Expiry (MM/YY)', autocomplete: 'cc-exp', inputmode: 'numeric', placeholder: 'MM / YY' })}
${f({ name: 'cvc', label: 'CVC', autocomplete: 'cc-csc', inputmode: 'numeric', placeholder: 'CVC', secret: true })}
</div>
${f({ name: 'cardName', label: 'Name on card', autocomplete: 'cc-name' })}
</fieldset>
<fieldset><legend>Billing address</legend>
${f({ name: 'line1', label: 'Address line 1', autocomplete: 'address-line1' })}
${f({ name: 'line2', label: 'Address line 2', autocomplete: 'address-line2', optional: true })}
${f({ name: 'city', label: 'City / suburb', autocomplete: 'address-level2' })}
<div class="row">
${f({ name: 'state', label: 'State', autocomplete: 'address-level1' })}
${f({ name: 'postalCode', label: 'Postcode', autocomplete: 'postal-code', inputmode: 'numeric' })}
</div>
${countrySelect(values, errors)}
</fieldset>
<fieldset><legend>Shipping address</legend>
<p class="muted">We deliver to street addresses in Australia; not to PO Boxes, parcel lockers or military addresses.</p>
${f({ name: 'shipName', label: 'Recipient name', autocomplete: 'shipping name' })}
${f({ name: 'shipLine1', label: 'Delivery street address', autocomplete: 'shipping address-line1' })}
${f({ name: 'shipLine2', label: 'Delivery unit or floor', autocomplete: 'shipping address-line2', optional: true })}
${f({ name: 'shipCity', label: 'Delivery suburb', autocomplete: 'shipping address-level2' })}
<div class="row">
${stateSelect(values, errors)}
${f({ name: 'shipPostalCode', label: 'Delivery postcode', autocomplete: 'shipping postal-code', inputmode: 'numeric' })}
</div>
<p class="muted">Country: Australia</p>
</fieldset>
<button type="submit">Pay ${e(formatCurrencyString(session.amountTotal, session.currency))}</button>
<a class="cancel" href="${e(session.cancelUrl)}">Cancel and return to the shop</a>
</form>`
  return layout(`Pay ${SHOP_NAME} (test mode)`, nonce, `<main>${summary(session)}${form}</main>`)
}

export function renderMessagePage(input: {
  title: string
  message: string
  link: { href: string; label: string }
  nonce: string | undefined
}): string {
  return layout(
    `${input.title} — ${SHOP_NAME}`,
    input.nonce,
    `<main><section><h1>${e(input.title)}</h1><p>${e(input.message)}</p><p><a class="button" href="${e(input.link.href)}">${e(input.link.label)}</a></p></section></main>`,
  )
}
