/**
 * Unsubscribe (docs/product.md §12.3). Every newsletter and alert mail carries one link per address: the token is
 * HMAC-SHA256 of the lower-cased address under a key derived from JWT_SECRET, so it names no address, cannot be
 * forged, and is the same in every mail to that address. Rows store only sha256(token) (`unsubscribe_key`).
 * Opening the link (a page with a button, or RFC 8058's one-click POST) ends the newsletter subscription and every
 * back-in-stock alert of the address.
 */
import { createHmac } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locale'
import { routesIn } from '@/lib/routes'
import type { Database } from '../db/client'
import { newsletterSubscribers, stockAlerts } from '../db/schema/index'
import { hashToken } from '../accounts/tokens'

/** Domain separation: the session key signs JWTs; this derived key signs only unsubscribe links. */
const PURPOSE = 'noor-and-thread/unsubscribe/v1'

export interface UnsubscribeLinks {
  /**
   * The absolute link of the address's mails, e.g. https://shop/unsubscribe/<token>, on the page in the mail's
   * language (https://shop/ar/unsubscribe/<token> in Arabic, docs/product.md §19.8); the token is the same.
   */
  url(email: string, locale?: Locale): string
  /** What rows of the address store, so the link finds them. */
  key(email: string): string
}

export function unsubscribeLinks(secret: string, publicUrl: string): UnsubscribeLinks {
  const signingKey = createHmac('sha256', secret).update(PURPOSE).digest()
  const token = (email: string) =>
    createHmac('sha256', signingKey).update(email.trim().toLowerCase()).digest('base64url')
  return {
    url: (email, locale = DEFAULT_LOCALE) => `${publicUrl}${routesIn(locale).unsubscribe(token(email))}`,
    key: (email) => hashToken(token(email)),
  }
}

/** A token as it may appear in a link: 43 base64url characters (256 bits). */
export const UNSUBSCRIBE_TOKEN = /^[A-Za-z0-9_-]{43}$/

/**
 * Ends the newsletter subscription and the alerts of the address whose token this is. Answers the same for a token
 * that names nothing (already unsubscribed, or made up): there is nothing to tell either way.
 */
export async function unsubscribe(db: Database, token: string): Promise<void> {
  if (!UNSUBSCRIBE_TOKEN.test(token)) return
  const key = hashToken(token)
  await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.unsubscribeKey, key))
  await db.delete(stockAlerts).where(eq(stockAlerts.unsubscribeKey, key))
}
