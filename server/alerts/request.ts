/**
 * Asking for a back-in-stock alert (docs/product.md §16.5): an address nobody has proven gets a confirmation link
 * first (double opt-in); the signed-in owner of a verified address needs none.
 */
import { and, eq } from 'drizzle-orm'
import { STOCK_ALERT_CONFIRM_TTL_MS, STOCK_ALERT_TTL_MS } from '@/lib/constants'
import { variantLabel } from '@/lib/catalogue/variants'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locale'
import { stockAlertSchema } from '@/lib/validation/settings'
import { sameAddress } from '../accounts/context'
import { AccountError } from '../accounts/errors'
import { parseInput } from '../accounts/input'
import { newSecretToken } from '../accounts/tokens'
import { stockAlerts, type User } from '../db/schema/index'
import { said, serverMessagesIn } from '../localized'
import { stockAlertConfirmationMail } from '../mail/index'
import { proves, type AlertsContext, type AlertsDeps } from './context'

/** `locale`: the product page's language, the alert's mails' (docs/product.md §19). */
export async function requestAlert(
  ctx: AlertsContext,
  caller: User | undefined,
  input: unknown,
  locale: Locale = DEFAULT_LOCALE,
): Promise<{ message: string }> {
  const data = parseInput(stockAlertSchema, input)
  const found = await soldOutVariant(ctx, data.productSlug, data.priceId, locale)
  if (proves(caller, data.email)) {
    await saveAlert(ctx, caller, data.email, found, locale)
    return { message: serverMessagesIn(locale).alerts.active }
  }
  // After the answer, so its timing says nothing about earlier alerts of the address.
  ctx.afterAnswer('alert request', () => saveAlert(ctx, caller, data.email, found, locale))
  return { message: serverMessagesIn(locale).alerts.requested }
}

type SoldOut = Awaited<ReturnType<typeof soldOutVariant>>

/** The variant asked for, with its product as the page in `locale` showed it (its title is the alert's). */
async function soldOutVariant(deps: AlertsDeps, productSlug: string, priceId: string, locale: Locale) {
  const product = await deps.productBySlug(productSlug, locale)
  const variant = product?.variants?.find((v) => v.price_id === priceId)
  if (!product || !variant)
    throw new AccountError(
      said((m) => m.alerts.unknownVariant),
      'BAD_USER_INPUT',
      'priceId',
    )
  const left = await deps.unitsLeft([priceId])
  if ((left[priceId] ?? 0) > 0)
    throw new AccountError(
      said((m) => m.alerts.inStock),
      'BAD_USER_INPUT',
      'priceId',
    )
  return { product, variant }
}

/** Stores (or renews) the alert; mails the confirmation link when the address is not proven. */
async function saveAlert(ctx: AlertsContext, caller: User | undefined, email: string, found: SoldOut, locale: Locale) {
  const at = ctx.now()
  const proven = proves(caller, email)
  const link = proven ? undefined : newSecretToken()
  const values = alertValues(ctx, { email, userId: proven ? caller!.id : null, found, locale, at })
  const confirmation = link
    ? { confirmTokenHash: link.hash, confirmExpiresAt: new Date(at.getTime() + STOCK_ALERT_CONFIRM_TTL_MS) }
    : { confirmedAt: at, confirmTokenHash: null, confirmExpiresAt: null }
  const [existing] = await ctx.db
    .select()
    .from(stockAlerts)
    .where(and(sameAddress(stockAlerts.email, email), eq(stockAlerts.priceId, values.priceId)))
  if (existing?.confirmedAt && !existing.notifiedAt) {
    // Already waiting: renew its 90 days; a proven address gets nothing, an unproven one no second mail.
    await ctx.db.update(stockAlerts).set({ expiresAt: values.expiresAt }).where(eq(stockAlerts.id, existing.id))
    return
  }
  if (existing) await ctx.db.delete(stockAlerts).where(eq(stockAlerts.id, existing.id))
  await ctx.db
    .insert(stockAlerts)
    .values({ ...values, ...confirmation })
    .onConflictDoNothing()
  if (!link) return ctx.confirmed()
  const mail = stockAlertConfirmationMail({
    publicUrl: ctx.publicUrl,
    token: link.token,
    productTitle: values.productTitle,
    variant: variantLabel(values, locale),
    unsubscribeUrl: ctx.unsubscribe.url(email, locale),
    locale,
  })
  await ctx.mailer.enqueue({ to: email, ...mail })
}

/** The alert's row, confirmation aside: the variant as the page showed it, waiting for 90 days from `at`. */
function alertValues(
  deps: AlertsDeps,
  {
    email,
    userId,
    found,
    locale,
    at,
  }: { email: string; userId: string | null; found: SoldOut; locale: Locale; at: Date },
) {
  return {
    email,
    unsubscribeKey: deps.unsubscribe.key(email),
    userId,
    productId: found.product._id,
    productSlug: found.product.slug,
    productTitle: found.product.title,
    priceId: found.variant.price_id,
    size: found.variant.size,
    colour: found.variant.colour,
    locale,
    expiresAt: new Date(at.getTime() + STOCK_ALERT_TTL_MS),
    notifiedAt: null,
    createdAt: at,
  }
}
