/**
 * Every e-mail the shop sends, as subject + plain text + HTML. Links are built from the configured public URL,
 * never from a request's Host header (OWASP Forgot Password cheat sheet).
 */
import { NEWSLETTER_CONFIRM_TTL_MS, SHOP_NAME } from '@/lib/constants'

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
] as const
export type MailKind = (typeof MAIL_KINDS)[number]

export interface RenderedMail {
  kind: MailKind
  subject: string
  text: string
  html: string
}

export interface Block {
  paragraphs: string[]
  action?: { label: string; url: string }
  footnote?: string
}

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

  const p = (s: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(s)}</p>`
  const action = block.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(block.action.url)}" style="background:#2f2a26;color:#ffffff;padding:12px 20px;border-radius:4px;text-decoration:none;display:inline-block">${escapeHtml(block.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(block.action.url)}">${escapeHtml(block.action.url)}</a></p>`
    : ''
  const footnote = block.footnote
    ? `<p style="margin:16px 0 0;font-size:13px;color:#555">${escapeHtml(block.footnote)}</p>`
    : ''
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f7f4f0;font-family:Arial,Helvetica,sans-serif;color:#2f2a26">
<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px;border-radius:6px">
<h1 style="font-size:20px;margin:0 0 24px">${escapeHtml(SHOP_NAME)}</h1>
${block.paragraphs.map(p).join('\n')}
${action}
${footnote}
</div></body></html>`
  return { kind, subject, text: textParts.join('\n\n'), html }
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
    paragraphs: ['Hello,', `Thank you for creating an account at ${SHOP_NAME}. Please confirm your e-mail address.`],
    action: { label: 'Verify my e-mail', url: `${input.publicUrl}/verify/${encodeURIComponent(input.token)}` },
    footnote:
      'This link works once and expires in 24 hours. If you did not create an account, you can ignore this e-mail.',
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
export function newsletterConfirmationMail(input: { publicUrl: string; token: string }): RenderedMail {
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
    action: {
      label: 'Follow your order',
      url: `${input.publicUrl}/orders/lookup?number=${encodeURIComponent(input.orderId)}`,
    },
    // docs/product.md §17: orders paid with a verified address show under Your account, even from before sign-up.
    footnote: `Log in (or sign up) with this e-mail address to see this order under Your account: ${input.publicUrl}/account`,
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

/** Every template by kind, for callers that pick one by name. */
export const templates = {
  verification: verificationMail,
  passwordReset: passwordResetMail,
  passwordChanged: passwordChangedMail,
  knownEmail: knownEmailMail,
  newsletterConfirmation: newsletterConfirmationMail,
  orderConfirmation: orderConfirmationMail,
  contactMessage: contactMessageMail,
} satisfies Record<MailKind, (input: never) => RenderedMail>
