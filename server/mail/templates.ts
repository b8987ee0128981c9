/**
 * Every e-mail the shop sends, as subject + plain text + HTML. Links are built from the configured public URL,
 * never from a request's Host header (OWASP Forgot Password cheat sheet). A shopper's mail is written in the
 * language they used where it began (`locale`; texts in lib/i18n/messages/mails.ts, docs/product.md §19).
 */
import { NEWSLETTER_CONFIRM_TTL_MS, RETURN_WINDOW_DAYS, SHOP_NAME } from '@/lib/constants'
import { directionOf, LANGUAGE_TAGS, type Locale } from '@/lib/i18n/locale'
import { messagesIn } from '@/lib/i18n/messages'
import { mailMessages } from '@/lib/i18n/messages/mails'
import { routesIn, type Routes } from '@/lib/routes'
import { escapeHtml } from './html'

const DAY_MS = 24 * 60 * 60 * 1000

/** The mail texts of a language. */
export const mailTexts = (locale: Locale) => messagesIn(mailMessages, locale)

export const MAIL_KINDS = [
  'verification',
  'passwordReset',
  'passwordChanged',
  'knownEmail',
  'newsletterConfirmation',
  'orderConfirmation',
  'contactMessage',
  'emailChange',
  'emailChangeTaken',
  'emailChangeRequested',
  'emailChanged',
  'accountPasswordChanged',
  'stockAlertConfirmation',
  'backInStock',
] as const
export type MailKind = (typeof MAIL_KINDS)[number]

export interface RenderedMail {
  kind: MailKind
  subject: string
  text: string
  html: string
  /** List-Unsubscribe and List-Unsubscribe-Post for mails a list sends (RFC 8058). */
  headers?: Record<string, string>
}

export interface Block {
  paragraphs: string[]
  /** Links after the paragraphs, each on a line of its own (a tax invoice's, docs/product.md §10.8). */
  links?: Array<{ label: string; url: string }>
  action?: { label: string; url: string }
  footnote?: string
  /** The address's unsubscribe link: shown at the foot of the mail and named in its List-Unsubscribe header. */
  unsubscribeUrl?: string
}

/** docs/product.md §12.3: the visible link and RFC 8058's one-click headers point at the same URL. */
function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
}

/**
 * One layout for all mails: plain, readable without images, inline styles only (mail clients drop <style>); right to
 * left in Arabic. Mails to the shop's staff are English.
 */
export function render<K extends string = MailKind>(
  kind: K,
  subject: string,
  block: Block,
  locale: Locale = 'en',
): Omit<RenderedMail, 'kind'> & { kind: K } {
  const t = mailTexts(locale).layout
  const textParts = [...block.paragraphs, ...(block.links ?? []).map((l) => `${l.label}: ${l.url}`)]
  if (block.action) textParts.push(`${block.action.label}: ${block.action.url}`)
  if (block.footnote) textParts.push(block.footnote)
  textParts.push(`— ${SHOP_NAME}`)
  if (block.unsubscribeUrl) textParts.push(`${t.unsubscribeText}: ${block.unsubscribeUrl}`)

  const p = (s: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(s)}</p>`
  const action = block.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(block.action.url)}" style="background:#2f2a26;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(block.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(t.buttonFallback)}<br><a href="${escapeHtml(block.action.url)}">${escapeHtml(block.action.url)}</a></p>`
    : ''
  const links = (block.links ?? [])
    .map(
      (l) => `<p style="margin:0 0 16px;line-height:1.5"><a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a></p>`,
    )
    .join('\n')
  const footnote = block.footnote
    ? `<p style="margin:16px 0 0;font-size:13px;color:#555">${escapeHtml(block.footnote)}</p>`
    : ''
  const unsubscribe = block.unsubscribeUrl
    ? `<p style="margin:24px 0 0;font-size:12px;color:#555"><a href="${escapeHtml(block.unsubscribeUrl)}">${escapeHtml(t.unsubscribeLink)}</a>${escapeHtml(t.unsubscribeRest)}</p>`
    : ''
  const html = `<!doctype html>
<html lang="${LANGUAGE_TAGS[locale]}" dir="${directionOf(locale)}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f7f4f0;font-family:Arial,Helvetica,sans-serif;color:#2f2a26">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px;border-radius:6px">
<h1 style="font-size:20px;margin:0 0 24px">${escapeHtml(SHOP_NAME)}</h1>
${block.paragraphs.map(p).join('\n')}
${links}
${action}
${footnote}
${unsubscribe}
</div></body></html>`
  const headers = block.unsubscribeUrl ? { headers: unsubscribeHeaders(block.unsubscribeUrl) } : {}
  return { kind, subject, text: textParts.join('\n\n'), html, ...headers }
}

/**
 * Mails that anyone can make the shop send to any address carry no text typed into a form: the address has not been
 * proven, so a name would turn the shop into a relay for a stranger's message (docs/security/accounts.md, L8).
 */
export function greeting(locale: Locale, fullName: string | undefined): string {
  const t = mailTexts(locale)
  return fullName ? t.helloName(fullName) : t.hello
}

interface MailBase {
  publicUrl: string
  locale: Locale
}

/** A shop page in the mail's language, absolute. */
const pageUrl = (input: MailBase, path: (routes: Routes) => string) =>
  `${input.publicUrl}${path(routesIn(input.locale))}`

/**
 * Most mails to a shopper: the greeting (by `name`, or none: see `greeting`), what happened, a button to a shop page
 * in the mail's language, and the texts' footnote if they have one.
 */
function linkMail(
  kind: MailKind,
  input: MailBase,
  t: { subject: string; action: string; footnote?: string },
  name: string | undefined,
  paragraphs: string[],
  page: (routes: Routes) => string,
): RenderedMail {
  const block = {
    paragraphs: [greeting(input.locale, name), ...paragraphs],
    action: { label: t.action, url: pageUrl(input, page) },
    footnote: t.footnote,
  }
  return render(kind, t.subject, block, input.locale)
}

export function verificationMail(input: MailBase & { token: string }): RenderedMail {
  const t = mailTexts(input.locale).verification
  // docs/security/accounts.md, N5: the link applies the password chosen when the account was asked for.
  return linkMail('verification', input, t, undefined, [t.asked, t.password], (r) => r.verify(input.token))
}

/** `fullName` only for a verified account: an unverified one's name was typed by whoever registered the address. */
export function passwordResetMail(input: MailBase & { fullName?: string; token: string }): RenderedMail {
  const t = mailTexts(input.locale).passwordReset
  return linkMail('passwordReset', input, t, input.fullName, [t.asked], (r) => r.resetPassword(input.token))
}

/** Sent after a reset (ASVS 6.3.7) so an owner learns of a reset they did not make. */
export function passwordChangedMail(input: MailBase & { fullName: string }): RenderedMail {
  const t = mailTexts(input.locale).passwordChanged
  return linkMail('passwordChanged', input, t, input.fullName, [t.changed, t.notYou], (r) => r.forgotPassword)
}

/** Someone tried to register with an address that already has an account; the form answered as usual (no enumeration). */
export function knownEmailMail(input: MailBase & { fullName: string }): RenderedMail {
  const t = mailTexts(input.locale).knownEmail
  return linkMail('knownEmail', input, t, input.fullName, [t.tried, t.logIn], (r) => r.login)
}

/** Double opt-in (docs/product.md §12.2): the address joins the list only once this link is opened. */
export function newsletterConfirmationMail(
  input: MailBase & {
    token: string
    /** The address's unsubscribe link (docs/product.md §12.3). */
    unsubscribeUrl?: string
  },
): RenderedMail {
  const t = mailTexts(input.locale).newsletterConfirmation
  return render(
    'newsletterConfirmation',
    t.subject,
    {
      paragraphs: [t.asked, t.confirm],
      action: { label: t.action, url: pageUrl(input, (r) => r.newsletterConfirm(input.token)) },
      footnote: t.footnote(NEWSLETTER_CONFIRM_TTL_MS / DAY_MS),
      unsubscribeUrl: input.unsubscribeUrl,
    },
    input.locale,
  )
}

export interface OrderConfirmationInput extends MailBase {
  customerName?: string
  orderId: string
  /** Already formatted, e.g. "$12.50"; `variant` is the size and colour, e.g. "Size 56 · Black". */
  lines: Array<{ name: string; variant?: string; quantity: number; amount: string }>
  /** "$9.95" or "Free"; absent for orders from before shipping was charged. */
  shipping?: string
  /** The discount code and what it took off, formatted (docs/product.md §20); absent without one. */
  discount?: { code: string; amount: string }
  total: string
  /** Made on the built-in test payment page: the mail says that no payment was taken. */
  test?: boolean
  /** Where it goes, one line per part (docs/product.md §10). */
  shippingAddress?: string[]
  /** Where a return starts (the order's page: the account's, or the lookup for a guest; docs/product.md §17.5). */
  returnUrl?: string
  /** The GST included in the total, formatted; absent when the shop is not registered for GST (§10.8). */
  gst?: string
  /** The tax invoice's capability link (docs/product.md §10.8). */
  invoiceUrl?: string
}

export function orderConfirmationMail(input: OrderConfirmationInput): RenderedMail {
  const t = mailTexts(input.locale).order
  const lines = input.lines.map((l) => t.line(l.quantity, `${l.name}${l.variant ? ` (${l.variant})` : ''}`, l.amount))
  const subject = `${input.test ? t.testSubject : ''}${t.confirmationSubject(input.orderId)}`
  return render(
    'orderConfirmation',
    subject,
    {
      paragraphs: [
        ...(input.test ? [t.testConfirmation] : []),
        greeting(input.locale, input.customerName),
        t.thanks(input.orderId),
        ...lines,
        ...(input.discount ? [t.discount(input.discount.code, input.discount.amount)] : []),
        ...(input.shipping ? [t.shipping(input.shipping)] : []),
        t.total(input.total),
        ...(input.gst ? [t.gstIncluded(input.gst)] : []),
        ...(input.shippingAddress?.length ? [t.shippingTo(input.shippingAddress.join(', '))] : []),
        ...(input.returnUrl ? [t.returnLink(RETURN_WINDOW_DAYS, input.returnUrl)] : []),
      ],
      links: input.invoiceUrl ? [{ label: t.taxInvoice, url: input.invoiceUrl }] : undefined,
      // docs/product.md §17.3: a guest follows the order at /orders/lookup with its number and this e-mail address.
      action: { label: t.follow, url: pageUrl(input, (r) => r.orderLookup(input.orderId)) },
      footnote: t.followFootnote(pageUrl(input, (r) => r.orderLookup())),
    },
    input.locale,
  )
}

export interface ContactMessageInput {
  fullName: string
  email: string
  subject: string
  message: string
}

/** Sent to the shop; the caller sets replyTo to the customer's address. */
export function contactMessageMail(input: ContactMessageInput): RenderedMail {
  return render('contactMessage', `Contact form: ${input.subject}`, {
    paragraphs: [
      `From: ${input.fullName} <${input.email}>`,
      `Subject: ${input.subject}`,
      ...input.message.split(/\n{2,}/),
    ],
  })
}

/** To the new address of an e-mail change (docs/product.md §4.4): it replaces the old one once this link is opened. */
export function emailChangeMail(input: MailBase & { token: string }): RenderedMail {
  const t = mailTexts(input.locale).emailChange
  return linkMail('emailChange', input, t, undefined, [t.asked], (r) => r.confirmEmailChange(input.token))
}

/**
 * To the new address of an e-mail change when it already has an account: the requester's answer was the same, and
 * only the owner of this inbox (who knows about their account) learns anything.
 */
export function emailChangeTakenMail(input: MailBase): RenderedMail {
  const t = mailTexts(input.locale).emailChangeTaken
  return linkMail('emailChangeTaken', input, t, undefined, [t.tried], (r) => r.login)
}

/**
 * To the current address when a change is asked for (security review T4-1): the owner learns of it while it can still
 * be stopped (a password reset voids the link). The new address is shown masked (`a…@example.com`).
 */
export function emailChangeRequestedMail(input: MailBase & { fullName: string; newEmail: string }): RenderedMail {
  const t = mailTexts(input.locale).emailChangeRequested
  const [local = '', domain = ''] = input.newEmail.split('@')
  const masked = `${local.slice(0, 1)}…@${domain}`
  return linkMail(
    'emailChangeRequested',
    input,
    t,
    input.fullName,
    [t.asked(masked), t.notYou],
    (r) => r.forgotPassword,
  )
}

/** To the old address once an e-mail change is confirmed, so an owner learns of a change they did not make. */
export function emailChangedMail(input: MailBase & { fullName: string; newEmail: string }): RenderedMail {
  const t = mailTexts(input.locale).emailChanged
  return linkMail('emailChanged', input, t, input.fullName, [t.changed(input.newEmail), t.notYou], (r) => r.contact)
}

/** After a change in the settings: the device that made it stays signed in, every other one is signed out. */
export function accountPasswordChangedMail(input: MailBase & { fullName: string }): RenderedMail {
  const t = mailTexts(input.locale).accountPasswordChanged
  return linkMail('accountPasswordChanged', input, t, input.fullName, [t.changed, t.notYou], (r) => r.forgotPassword)
}

export interface StockAlertMailInput extends MailBase {
  productTitle: string
  /** "Size 56 · Black" */
  variant: string
  unsubscribeUrl: string
}

/** Double opt-in for an alert asked for an address nobody has proven (docs/product.md §16.5). */
export function stockAlertConfirmationMail(input: StockAlertMailInput & { token: string }): RenderedMail {
  const t = mailTexts(input.locale).stockAlert
  return render(
    'stockAlertConfirmation',
    t.confirmationSubject,
    {
      paragraphs: [greeting(input.locale, undefined), t.asked(input.productTitle, input.variant)],
      action: { label: t.confirmAction, url: pageUrl(input, (r) => r.alertConfirm(input.token)) },
      footnote: t.confirmFootnote,
      unsubscribeUrl: input.unsubscribeUrl,
    },
    input.locale,
  )
}

/** The one mail of a confirmed alert, when the variant's units left rise above zero (docs/product.md §16.5). */
export function backInStockMail(input: StockAlertMailInput & { productUrl: string }): RenderedMail {
  const t = mailTexts(input.locale).stockAlert
  return render(
    'backInStock',
    t.backSubject(input.productTitle, input.variant),
    {
      paragraphs: [greeting(input.locale, undefined), t.back(input.productTitle, input.variant)],
      action: { label: t.backAction, url: input.productUrl },
      footnote: t.backFootnote,
      unsubscribeUrl: input.unsubscribeUrl,
    },
    input.locale,
  )
}

/** Every template by kind, for callers that pick one by name. */
export const templates = {
  verification: verificationMail,
  passwordReset: passwordResetMail,
  passwordChanged: passwordChangedMail,
  knownEmail: knownEmailMail,
  newsletterConfirmation: newsletterConfirmationMail,
  orderConfirmation: orderConfirmationMail,
  contactMessage: contactMessageMail,
  emailChange: emailChangeMail,
  emailChangeTaken: emailChangeTakenMail,
  emailChangeRequested: emailChangeRequestedMail,
  emailChanged: emailChangedMail,
  accountPasswordChanged: accountPasswordChangedMail,
  stockAlertConfirmation: stockAlertConfirmationMail,
  backInStock: backInStockMail,
} satisfies Record<MailKind, (input: never) => RenderedMail>
