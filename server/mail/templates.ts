/**
 * Every e-mail the shop sends, as subject + plain text + HTML. Links are built from the configured public URL,
 * never from a request's Host header (OWASP Forgot Password cheat sheet).
 */
import { NEWSLETTER_CONFIRM_TTL_MS, SHOP_NAME } from '@/lib/constants'
import { routes } from '@/lib/routes'

const DAY_MS = 24 * 60 * 60 * 1000
import { escapeHtml } from './html'

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
  action?: { label: string; url: string }
  footnote?: string
  /** The address's unsubscribe link: shown at the foot of the mail and named in its List-Unsubscribe header. */
  unsubscribeUrl?: string
}

/** docs/product.md §12.3: the visible link and RFC 8058's one-click headers point at the same URL. */
function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
}

const UNSUBSCRIBE_TEXT = 'Unsubscribe: stop all newsletter and back-in-stock mails to this address'

/** One layout for all mails: plain, readable without images, inline styles only (mail clients drop <style>). */
export function render<K extends string = MailKind>(
  kind: K,
  subject: string,
  block: Block,
): Omit<RenderedMail, 'kind'> & { kind: K } {
  const textParts = [...block.paragraphs]
  if (block.action) textParts.push(`${block.action.label}: ${block.action.url}`)
  if (block.footnote) textParts.push(block.footnote)
  textParts.push(`— ${SHOP_NAME}`)
  if (block.unsubscribeUrl) textParts.push(`${UNSUBSCRIBE_TEXT}: ${block.unsubscribeUrl}`)

  const p = (s: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(s)}</p>`
  const action = block.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(block.action.url)}" style="background:#2f2a26;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(block.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(block.action.url)}">${escapeHtml(block.action.url)}</a></p>`
    : ''
  const footnote = block.footnote
    ? `<p style="margin:16px 0 0;font-size:13px;color:#555">${escapeHtml(block.footnote)}</p>`
    : ''
  const unsubscribe = block.unsubscribeUrl
    ? `<p style="margin:24px 0 0;font-size:12px;color:#555"><a href="${escapeHtml(block.unsubscribeUrl)}">Unsubscribe</a>: stop all newsletter and back-in-stock mails to this address.</p>`
    : ''
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f7f4f0;font-family:Arial,Helvetica,sans-serif;color:#2f2a26">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px;border-radius:6px">
<h1 style="font-size:20px;margin:0 0 24px">${escapeHtml(SHOP_NAME)}</h1>
${block.paragraphs.map(p).join('\n')}
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
function greeting(fullName: string | undefined): string {
  return fullName ? `Hello ${fullName},` : 'Hello,'
}

export function verificationMail(input: { publicUrl: string; token: string }): RenderedMail {
  return render('verification', `Verify your e-mail address for ${SHOP_NAME}`, {
    paragraphs: [
      'Hello,',
      `Someone asked to create an account at ${SHOP_NAME} with this e-mail address. If it was you, please confirm it.`,
      // docs/security/accounts.md, N5: the link applies the password chosen when the account was asked for.
      'The account will use the password chosen when it was created. Do not click if you did not create it yourself.',
    ],
    action: { label: 'Verify my e-mail', url: `${input.publicUrl}/verify/${encodeURIComponent(input.token)}` },
    footnote:
      'This link works once and expires in 24 hours. If you did not create an account, ignore this e-mail: nothing happens.',
  })
}

/** `fullName` only for a verified account: an unverified one's name was typed by whoever registered the address. */
export function passwordResetMail(input: { fullName?: string; publicUrl: string; token: string }): RenderedMail {
  return render('passwordReset', `Reset your ${SHOP_NAME} password`, {
    paragraphs: [greeting(input.fullName), 'We received a request to reset the password of your account.'],
    action: {
      label: 'Choose a new password',
      url: `${input.publicUrl}/reset-password/${encodeURIComponent(input.token)}`,
    },
    footnote:
      'This link works once and expires in 1 hour. If you did not ask for it, ignore this e-mail: your password stays the same.',
  })
}

/** Sent after a reset (ASVS 6.3.7) so an owner learns of a reset they did not make. */
export function passwordChangedMail(input: { fullName: string; publicUrl: string }): RenderedMail {
  return render('passwordChanged', `Your ${SHOP_NAME} password was changed`, {
    paragraphs: [
      `Hello ${input.fullName},`,
      'The password of your account was just changed, and every device that was signed in has been signed out.',
      'If this was not you, reset your password now.',
    ],
    action: { label: 'Reset my password', url: `${input.publicUrl}/forgot-password` },
  })
}

/** Someone tried to register with an address that already has an account; the form answered as usual (no enumeration). */
export function knownEmailMail(input: { fullName: string; publicUrl: string }): RenderedMail {
  return render('knownEmail', `Someone tried to create a ${SHOP_NAME} account with your e-mail`, {
    paragraphs: [
      `Hello ${input.fullName},`,
      'Someone (perhaps you) tried to create a new account with this e-mail address, which already has an account.',
      'If it was you, log in instead. If you have forgotten your password, you can reset it.',
    ],
    action: { label: 'Log in', url: `${input.publicUrl}/login` },
    footnote: 'If it was not you, you can ignore this e-mail; nothing has changed.',
  })
}

/** Double opt-in (docs/product.md §12.2): the address joins the list only once this link is opened. */
export function newsletterConfirmationMail(input: {
  publicUrl: string
  token: string
  /** The address's unsubscribe link (docs/product.md §12.3). */
  unsubscribeUrl?: string
}): RenderedMail {
  return render('newsletterConfirmation', `Confirm your subscription to the ${SHOP_NAME} newsletter`, {
    paragraphs: [
      'Someone (we hope you) asked to receive our newsletter at this address.',
      'Please confirm, and you will hear from us about new arrivals and offers.',
    ],
    action: {
      label: 'Confirm my subscription',
      url: `${input.publicUrl}/newsletter/confirm/${encodeURIComponent(input.token)}`,
    },
    footnote: `This link works for ${NEWSLETTER_CONFIRM_TTL_MS / DAY_MS} days. If you did not ask for the newsletter, ignore this e-mail: nothing is sent until you confirm.`,
    unsubscribeUrl: input.unsubscribeUrl,
  })
}

export interface OrderConfirmationInput {
  publicUrl: string
  customerName?: string
  orderId: string
  /** Already formatted, e.g. "$12.50"; `variant` is the size and colour, e.g. "Size 56 · Black". */
  lines: Array<{ name: string; variant?: string; quantity: number; amount: string }>
  /** "$9.95" or "Free"; absent for orders from before shipping was charged. */
  shipping?: string
  total: string
  /** Made on the built-in test payment page: the mail says that no payment was taken. */
  test?: boolean
  /** Where it goes, one line per part (docs/product.md §10). */
  shippingAddress?: string[]
}

export function orderConfirmationMail(input: OrderConfirmationInput): RenderedMail {
  const lines = input.lines.map((l) => `${l.quantity} × ${l.name}${l.variant ? ` (${l.variant})` : ''} — ${l.amount}`)
  const subject = `${input.test ? '[Test] ' : ''}Your ${SHOP_NAME} order ${input.orderId}`
  return render('orderConfirmation', subject, {
    paragraphs: [
      ...(input.test ? ['This is a test order: no payment was taken and nothing will be shipped.'] : []),
      `Hello${input.customerName ? ` ${input.customerName}` : ''},`,
      `Thank you for your order ${input.orderId}. We ship within 1-2 business days.`,
      ...lines,
      ...(input.shipping ? [`Shipping: ${input.shipping}`] : []),
      `Total: ${input.total}`,
      ...(input.shippingAddress?.length ? [`Shipping to: ${input.shippingAddress.join(', ')}`] : []),
    ],
    // docs/product.md §17.3: a guest follows the order at /orders/lookup with its number and this e-mail address.
    action: { label: 'Follow your order', url: `${input.publicUrl}${routes.orderLookup(input.orderId)}` },
    footnote: `Follow this order at any time with its number and this e-mail address: ${input.publicUrl}${routes.orderLookup()}`,
  })
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
export function emailChangeMail(input: { publicUrl: string; token: string }): RenderedMail {
  return render('emailChange', `Confirm your new e-mail address for ${SHOP_NAME}`, {
    paragraphs: ['Hello,', `Someone asked to use this address for their ${SHOP_NAME} account.`],
    action: {
      label: 'Use this address',
      url: `${input.publicUrl}/account/confirm-email/${encodeURIComponent(input.token)}`,
    },
    footnote: 'This link works once and expires in 24 hours. If you did not ask for it, ignore this e-mail.',
  })
}

/**
 * To the new address of an e-mail change when it already has an account: the requester's answer was the same, and
 * only the owner of this inbox (who knows about their account) learns anything.
 */
export function emailChangeTakenMail(input: { publicUrl: string }): RenderedMail {
  return render('emailChangeTaken', `Someone tried to move a ${SHOP_NAME} account to your e-mail`, {
    paragraphs: [
      'Hello,',
      'Someone (perhaps you) asked to use this address for another account. This address already has an account, so nothing has changed.',
    ],
    action: { label: 'Log in', url: `${input.publicUrl}/login` },
    footnote: 'If it was not you, you can ignore this e-mail.',
  })
}

/** To the old address once an e-mail change is confirmed, so an owner learns of a change they did not make. */
export function emailChangedMail(input: { fullName: string; publicUrl: string; newEmail: string }): RenderedMail {
  return render('emailChanged', `Your ${SHOP_NAME} e-mail address was changed`, {
    paragraphs: [
      `Hello ${input.fullName},`,
      `The e-mail address of your account was changed to ${input.newEmail}. Mails about your account now go there.`,
      'If this was not you, contact us at once.',
    ],
    action: { label: 'Contact us', url: `${input.publicUrl}/contact-us` },
  })
}

/** After a change in the settings: the device that made it stays signed in, every other one is signed out. */
export function accountPasswordChangedMail(input: { fullName: string; publicUrl: string }): RenderedMail {
  return render('accountPasswordChanged', `Your ${SHOP_NAME} password was changed`, {
    paragraphs: [
      `Hello ${input.fullName},`,
      'The password of your account was just changed in your account settings, and every other device that was signed in has been signed out.',
      'If this was not you, reset your password now.',
    ],
    action: { label: 'Reset my password', url: `${input.publicUrl}/forgot-password` },
  })
}

export interface StockAlertMailInput {
  publicUrl: string
  productTitle: string
  /** "Size 56 · Black" */
  variant: string
  unsubscribeUrl: string
}

/** Double opt-in for an alert asked for an address nobody has proven (docs/product.md §16.5). */
export function stockAlertConfirmationMail(input: StockAlertMailInput & { token: string }): RenderedMail {
  return render('stockAlertConfirmation', `Confirm your back-in-stock alert at ${SHOP_NAME}`, {
    paragraphs: [
      'Hello,',
      `Someone (we hope you) asked us to e-mail this address when ${input.productTitle} (${input.variant}) is back in stock.`,
    ],
    action: {
      label: 'Confirm the alert',
      url: `${input.publicUrl}/alerts/confirm/${encodeURIComponent(input.token)}`,
    },
    footnote:
      'This link works for 7 days. If you did not ask for it, ignore this e-mail: nothing is sent until you confirm.',
    unsubscribeUrl: input.unsubscribeUrl,
  })
}

/** The one mail of a confirmed alert, when the variant's units left rise above zero (docs/product.md §16.5). */
export function backInStockMail(input: StockAlertMailInput & { productUrl: string }): RenderedMail {
  return render('backInStock', `${input.productTitle} (${input.variant}) is back at ${SHOP_NAME}`, {
    paragraphs: [
      'Hello,',
      `Good news: ${input.productTitle} (${input.variant}) is back in stock. Units are limited, so it may sell out again.`,
    ],
    action: { label: 'See it in the shop', url: input.productUrl },
    footnote: 'This was a one-time alert: we will not write about this item again.',
    unsubscribeUrl: input.unsubscribeUrl,
  })
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
  emailChanged: emailChangedMail,
  accountPasswordChanged: accountPasswordChangedMail,
  stockAlertConfirmation: stockAlertConfirmationMail,
  backInStock: backInStockMail,
} satisfies Record<MailKind, (input: never) => RenderedMail>
