/**
 * The built-in test payment page, rendered as plain HTML by Express: a form that works without JavaScript,
 * every value escaped, no scripts, styles in one <style nonce> block (our CSP allows inline styles).
 */
import { SHOP_NAME } from '@/lib/constants'
import { variantLabel } from '@/lib/catalogue/variants'
import { directionOf, LANGUAGE_TAGS, type Locale } from '@/lib/i18n/locale'
import { gstIncludedText } from '@/lib/gst'
import { instalmentText, type PaymentMethodType } from '@/lib/instalments'
import { messagesIn } from '@/lib/i18n/messages'
import { gstMessages } from '@/lib/i18n/messages/gst'
import { payPageMessages } from '@/lib/i18n/messages/payPage'
import { formatCurrencyString } from '@/lib/money'
import { formatShipping, shippingRuleText } from '@/lib/shipping'
import type { CheckoutSessionRow } from '../db/schema/orders'
import { shopperLineName } from '../orders/line-name'
import { escapeHtml as e } from '../mail/html'
import {
  AU_STATES,
  COUNTRY_CODES,
  type PayErrors,
  type PayField,
  type PayPageMessages,
  type PayValues,
} from './pay-form'

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,Segoe UI,Roboto,Arial,sans-serif;color:#1f1a17;background:#fbf8f4}
main{max-width:980px;margin:0 auto;padding:32px 20px;display:grid;gap:32px;grid-template-columns:1fr}
@media(min-width:860px){main{grid-template-columns:1fr 1.1fr}}
h1{font-size:22px;margin:0 0 4px}h2{font-size:18px;margin:0 0 12px}.muted{color:#5f5650;font-size:14px}
.test{display:inline-block;background:#f6d7a7;color:#5b3a00;border-radius:4px;padding:2px 8px;font-size:12px;font-weight:700;letter-spacing:.04em}
table{width:100%;border-collapse:collapse}td{padding:8px 0;border-bottom:1px solid #e5dccf;vertical-align:top}td.amount{text-align:end;white-space:nowrap}
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

/**
 * Arabic, right to left. The shop's own Arabic faces (components/ui/arabicFonts.ts) are Vite asset URLs, which
 * neither this server's build nor its development run (tsx) resolves, so the page names the systems' Arabic faces.
 * Spaced letters would break Arabic's joined script; card numbers, dates, codes and addresses are typed left to right.
 */
const ARABIC_STYLE = `
body{font-family:system-ui,-apple-system,'Segoe UI','Noto Sans Arabic','Geeza Pro',Tahoma,Arial,sans-serif;line-height:1.6}
.test{letter-spacing:0}
input[type=email],input[inputmode=numeric]{direction:ltr;text-align:end}
`

/** What a language adds to the page's style. */
const LOCALE_STYLE: Record<Locale, string> = { en: '', ar: ARABIC_STYLE }

function layout(locale: Locale, title: string, nonce: string | undefined, body: string): string {
  return `<!doctype html>
<html lang="${LANGUAGE_TAGS[locale]}" dir="${directionOf(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${e(title)}</title>
<style${nonce ? ` nonce="${e(nonce)}"` : ''}>${STYLE}${LOCALE_STYLE[locale]}</style></head>
<body>${body}</body></html>`
}

/** The discount code's line (docs/product.md §20): the code and the cents it took off, or nothing. */
function discountRow(session: CheckoutSessionRow, t: PayPageMessages, money: (cents: number) => string): string {
  if (!session.discountCode || session.discountAmount <= 0) return ''
  return `<tr><td>${e(t.discount(session.discountCode))}</td><td class="amount" data-testid="pay-discount">${e(`−${money(session.discountAmount)}`)}</td></tr>`
}

/**
 * The shop's configuration the summary follows: GST_REGISTERED (docs/product.md §10.8: off, no GST is named) and
 * PAYMENT_METHODS (§10.9: the instalments note, shown here for a test of the layout).
 */
export interface PayPageTerms {
  gstRegistered: boolean
  paymentMethods?: readonly PaymentMethodType[]
}

/** What the total says besides itself: the GST it includes, its instalments, the shipping rule and GST note. */
function totalNotes(session: CheckoutSessionRow, terms: PayPageTerms): string {
  const instalments = instalmentText(session.amountTotal, terms.paymentMethods, session.locale)
  const gst = terms.gstRegistered
  return [
    gst ? `<p data-testid="pay-gst">${e(gstIncludedText(session.amountTotal, session.locale))}</p>` : '',
    instalments ? `<p data-testid="pay-instalments">${e(instalments)}</p>` : '',
    `<p class="muted">${e(shippingRuleText(session.locale))}${gst ? ` ${e(messagesIn(gstMessages, session.locale).pricesInclude)}` : ''}</p>`,
  ].join('\n')
}

function summary(session: CheckoutSessionRow, t: PayPageMessages, terms: PayPageTerms): string {
  const money = (cents: number) => formatCurrencyString(cents, session.currency)
  const rows = session.lines
    .map(
      (l) =>
        `<tr><td>${e(shopperLineName(l, session.locale))}${variantLabel(l, session.locale) ? ` <span class="variant">${e(variantLabel(l, session.locale))}</span>` : ''}<br><span class="muted">${e(t.quantity(l.quantity, money(l.unitAmount)))}</span></td><td class="amount">${e(money(l.unitAmount * l.quantity))}</td></tr>`,
    )
    .join('')
  return `<section aria-labelledby="summary-title">
<p><span class="test">${e(t.testMode)}</span></p>
<h1 id="summary-title">${e(t.heading)}</h1>
<p class="muted">${e(t.amountsIn(session.currency))}</p>
<table><tbody>${rows}${discountRow(session, t, money)}<tr><td>${e(t.shipping)}</td><td class="amount" data-testid="pay-shipping">${e(formatShipping(session.shippingAmount, session.locale))}</td></tr><tr class="total"><td>${e(t.total)}</td><td class="amount" data-testid="pay-total">${e(money(session.amountTotal))}</td></tr></tbody></table>
${totalNotes(session, terms)}
<p class="muted">${e(t.testCards)}</p>
</section>`
}

interface FieldSpec {
  name: PayField
  type?: string
  autocomplete: string
  inputmode?: string
  placeholder?: string
  /** Card number and CVC are never echoed back into the page. */
  secret?: boolean
  optional?: boolean
}

function field(spec: FieldSpec, t: PayPageMessages, values: Partial<PayValues>, errors: PayErrors): string {
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
  return `<div><label for="${id}">${e(t.labels[spec.name])}${spec.optional ? ` <span class="muted">${e(t.optional)}</span>` : ''}</label><input ${attrs}>${
    error ? `<p class="error" id="${id}-error">${e(error)}</p>` : ''
  }</div>`
}

function countrySelect(t: PayPageMessages, values: Partial<PayValues>, errors: PayErrors): string {
  const selected = values.country || 'AU'
  const error = errors.country
  const options = COUNTRY_CODES.map(
    (code) => `<option value="${code}"${code === selected ? ' selected' : ''}>${e(t.countries[code])}</option>`,
  ).join('')
  return `<div><label for="f-country">${e(t.labels.country)}</label><select id="f-country" name="country" autocomplete="country"${
    error ? ' aria-invalid="true" aria-describedby="f-country-error"' : ''
  }>${options}</select>${error ? `<p class="error" id="f-country-error">${e(error)}</p>` : ''}</div>`
}

function stateSelect(t: PayPageMessages, values: Partial<PayValues>, errors: PayErrors): string {
  const selected = (values.shipState ?? '').toUpperCase()
  const error = errors.shipState
  const options = [
    `<option value="">${e(t.chooseState)}</option>`,
    ...AU_STATES.map((code) => `<option value="${code}"${code === selected ? ' selected' : ''}>${code}</option>`),
  ].join('')
  return `<div><label for="f-shipState">${e(t.labels.shipState)}</label><select id="f-shipState" name="shipState" autocomplete="shipping address-level1"${
    error ? ' aria-invalid="true" aria-describedby="f-shipState-error"' : ''
  }>${options}</select>${error ? `<p class="error" id="f-shipState-error">${e(error)}</p>` : ''}</div>`
}

export interface PayPageInput {
  session: CheckoutSessionRow
  nonce: string | undefined
  /** Unset: registered for GST, no instalments. */
  terms?: PayPageTerms
  values?: Partial<PayValues>
  errors?: PayErrors
  /** A decline or other message about the whole payment. */
  alert?: string
}

export function renderPayPage({
  session,
  nonce,
  terms = { gstRegistered: true },
  values = {},
  errors = {},
  alert,
}: PayPageInput): string {
  const t = messagesIn(payPageMessages, session.locale)
  const f = (spec: FieldSpec) => field(spec, t, values, errors)
  const errorCount = Object.keys(errors).length
  const alertText = alert ?? (errorCount > 0 ? t.checkFields : undefined)
  const form = `<form method="post" action="/pay/${e(session.id)}" novalidate aria-labelledby="pay-title">
<h2 id="pay-title">${e(t.formHeading)}</h2>
${alertText ? `<div class="alert" role="alert">${e(alertText)}</div>` : ''}
<fieldset><legend>${e(t.legends.contact)}</legend>
${f({ name: 'email', type: 'email', autocomplete: 'email', placeholder: 'you@example.com' })}
</fieldset>
<fieldset><legend>${e(t.legends.card)}</legend>
${f({ name: 'cardNumber', autocomplete: 'cc-number', inputmode: 'numeric', placeholder: '1234 1234 1234 1234', secret: true })}
<div class="row">
${f({ name: 'expiry', autocomplete: 'cc-exp', inputmode: 'numeric', placeholder: t.placeholders.expiry })}
${f({ name: 'cvc', autocomplete: 'cc-csc', inputmode: 'numeric', placeholder: t.placeholders.cvc, secret: true })}
</div>
${f({ name: 'cardName', autocomplete: 'cc-name' })}
</fieldset>
<fieldset><legend>${e(t.legends.billing)}</legend>
${f({ name: 'line1', autocomplete: 'address-line1' })}
${f({ name: 'line2', autocomplete: 'address-line2', optional: true })}
${f({ name: 'city', autocomplete: 'address-level2' })}
<div class="row">
${f({ name: 'state', autocomplete: 'address-level1' })}
${f({ name: 'postalCode', autocomplete: 'postal-code', inputmode: 'numeric' })}
</div>
${countrySelect(t, values, errors)}
</fieldset>
<fieldset><legend>${e(t.legends.shipping)}</legend>
<p class="muted">${e(t.shippingHint)}</p>
${f({ name: 'shipName', autocomplete: 'shipping name' })}
${f({ name: 'shipLine1', autocomplete: 'shipping address-line1' })}
${f({ name: 'shipLine2', autocomplete: 'shipping address-line2', optional: true })}
${f({ name: 'shipCity', autocomplete: 'shipping address-level2' })}
<div class="row">
${stateSelect(t, values, errors)}
${f({ name: 'shipPostalCode', autocomplete: 'shipping postal-code', inputmode: 'numeric' })}
</div>
<p class="muted">${e(t.shippingCountry)}</p>
</fieldset>
<button type="submit">${e(t.pay(formatCurrencyString(session.amountTotal, session.currency)))}</button>
<a class="cancel" href="${e(session.cancelUrl)}">${e(t.cancel)}</a>
</form>`
  return layout(session.locale, t.title, nonce, `<main>${summary(session, t, terms)}${form}</main>`)
}

/** A page for a payment link that cannot be paid, in `locale`. */
export function renderMessagePage(input: {
  locale: Locale
  title: string
  message: string
  link: { href: string; label: string }
  nonce: string | undefined
}): string {
  return layout(
    input.locale,
    `${input.title} — ${SHOP_NAME}`,
    input.nonce,
    `<main><section><h1>${e(input.title)}</h1><p>${e(input.message)}</p><p><a class="button" href="${e(input.link.href)}">${e(input.link.label)}</a></p></section></main>`,
  )
}
