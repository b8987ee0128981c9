/**
 * Back-in-stock alerts (docs/product.md §16.5): a shopper asks to be told when a sold-out variant is back. An
 * address nobody has proven gets a confirmation link first (double opt-in); the signed-in owner of a verified address
 * needs none. Sending lives in ./dispatch.ts.
 */
import { and, eq, gt, isNull, or, sql } from 'drizzle-orm'
import { STOCK_ALERT_CONFIRM_TTL_MS, STOCK_ALERT_TTL_MS } from '@/lib/constants'
import { variantLabel } from '@/lib/catalogue/variants'
import type { PRODUCT_BY_SLUG_QUERY_RESULT } from '@/lib/content/sanity.types'
import { stockAlertConfirmSchemaIn, stockAlertSchemaIn } from '@/lib/validation/settings'
import { AccountError } from '../accounts/errors'
import { parseInput } from '../accounts/input'
import { hashToken, newSecretToken } from '../accounts/tokens'
import type { Database } from '../db/client'
import { stockAlerts, type StockAlertRow, type User } from '../db/schema/index'
import type { Logger } from '../logger'
import { stockAlertConfirmationMail, type Mailer } from '../mail/index'
import type { UnsubscribeLinks } from '../newsletter/unsubscribe'
import { said, serverMessagesIn } from '../localized'
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locale'

export interface AlertsDeps {
  db: Database
  mailer: Pick<Mailer, 'enqueue'>
  publicUrl: string
  logger: Logger
  unsubscribe: UnsubscribeLinks
  /** The published product (the content service), its texts in `locale` (English when not given). */
  productBySlug(slug: string, locale?: Locale): Promise<PRODUCT_BY_SLUG_QUERY_RESULT>
  /** Units left per variant price id now (docs/product.md §16.4). */
  unitsLeft(priceIds: string[]): Promise<Record<string, number>>
  now?: () => Date
}

export interface StockAlertView {
  id: string
  productTitle: string
  productSlug: string
  variant: string
  email: string
  confirmed: boolean
  createdAt: string
  expiresAt: string
  notifiedAt: string | null
}

/** `locale`: the language the variant is named in (the page's). */
export function toAlertView(row: StockAlertRow, locale: Locale = DEFAULT_LOCALE): StockAlertView {
  return {
    id: row.id,
    productTitle: row.productTitle,
    productSlug: row.productSlug,
    variant: variantLabel(row, locale),
    email: row.email,
    confirmed: row.confirmedAt !== null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    notifiedAt: row.notifiedAt?.toISOString() ?? null,
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function createAlertsService(deps: AlertsDeps, hooks: { confirmed(): void }) {
  const now = deps.now ?? (() => new Date())
  const log = deps.logger.child({ module: 'alerts' })
  const background = new Set<Promise<void>>()

  /** Whether the caller proves this address: signed in with it, verified. */
  const proves = (caller: User | undefined, email: string) =>
    Boolean(caller?.emailVerifiedAt && caller.email.toLowerCase() === email.toLowerCase())

  /** The variant asked for, with its product as the page in `locale` showed it (its title is the alert's). */
  async function soldOutVariant(productSlug: string, priceId: string, locale: Locale) {
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
  async function save(
    caller: User | undefined,
    email: string,
    found: Awaited<ReturnType<typeof soldOutVariant>>,
    locale: Locale,
  ): Promise<void> {
    const at = now()
    const proven = proves(caller, email)
    const link = proven ? undefined : newSecretToken()
    const values = {
      email,
      unsubscribeKey: deps.unsubscribe.key(email),
      userId: proven ? caller!.id : null,
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
    const confirmation = link
      ? { confirmTokenHash: link.hash, confirmExpiresAt: new Date(at.getTime() + STOCK_ALERT_CONFIRM_TTL_MS) }
      : { confirmedAt: at, confirmTokenHash: null, confirmExpiresAt: null }
    const [existing] = await deps.db
      .select()
      .from(stockAlerts)
      .where(and(sql`lower(${stockAlerts.email}) = lower(${email})`, eq(stockAlerts.priceId, values.priceId)))
    if (existing?.confirmedAt && !existing.notifiedAt) {
      // Already waiting: renew its 90 days; a proven address gets nothing, an unproven one no second mail.
      await deps.db.update(stockAlerts).set({ expiresAt: values.expiresAt }).where(eq(stockAlerts.id, existing.id))
      return
    }
    if (existing) await deps.db.delete(stockAlerts).where(eq(stockAlerts.id, existing.id))
    await deps.db
      .insert(stockAlerts)
      .values({ ...values, ...confirmation })
      .onConflictDoNothing()
    if (!link) return hooks.confirmed()
    const mail = stockAlertConfirmationMail({
      publicUrl: deps.publicUrl,
      token: link.token,
      productTitle: values.productTitle,
      variant: variantLabel(values, locale),
      unsubscribeUrl: deps.unsubscribe.url(email, locale),
      locale,
    })
    await deps.mailer.enqueue({ to: email, ...mail })
  }

  return {
    /** Whether this request needs the anonymous mail budget (the resolver spends it before `request`). */
    needsConfirmation: (caller: User | undefined, email: string) => !proves(caller, email),

    /** `locale`: the product page's language, the alert's mails' (docs/product.md §19). */
    async request(
      caller: User | undefined,
      input: unknown,
      locale: Locale = DEFAULT_LOCALE,
    ): Promise<{ message: string }> {
      const data = parseInput(stockAlertSchemaIn, input)
      const found = await soldOutVariant(data.productSlug, data.priceId, locale)
      if (proves(caller, data.email)) {
        await save(caller, data.email, found, locale)
        return { message: serverMessagesIn(locale).alerts.active }
      }
      // After the answer, so its timing says nothing about earlier alerts of the address.
      const run = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => save(caller, data.email, found, locale))
        .catch((err: unknown) => log.error({ err }, 'alert request failed'))
      background.add(run)
      void run.finally(() => background.delete(run))
      return { message: serverMessagesIn(locale).alerts.requested }
    },

    async confirm(input: unknown, locale: Locale = DEFAULT_LOCALE): Promise<{ message: string }> {
      const { token } = parseInput(stockAlertConfirmSchemaIn, input)
      const at = now()
      const [row] = await deps.db
        .update(stockAlerts)
        .set({ confirmedAt: at, confirmTokenHash: null, confirmExpiresAt: null })
        .where(
          and(
            eq(stockAlerts.confirmTokenHash, hashToken(token)),
            isNull(stockAlerts.confirmedAt),
            gt(stockAlerts.confirmExpiresAt, at),
          ),
        )
        .returning({ id: stockAlerts.id })
      if (!row)
        throw new AccountError(
          said((m) => m.alerts.invalidLink),
          'BAD_USER_INPUT',
        )
      // Perhaps it is back already.
      hooks.confirmed()
      return { message: serverMessagesIn(locale).alerts.confirmed }
    },

    /** The alerts of the account: asked for while signed in, or for its verified address. */
    async listFor(user: User, locale: Locale = DEFAULT_LOCALE): Promise<StockAlertView[]> {
      const rows = await deps.db
        .select()
        .from(stockAlerts)
        .where(mine(user))
        .orderBy(sql`${stockAlerts.createdAt} desc`)
      return rows.map((row) => toAlertView(row, locale))
    },

    async cancel(user: User, id: string): Promise<boolean> {
      if (!UUID.test(id)) return false
      const gone = await deps.db
        .delete(stockAlerts)
        .where(and(eq(stockAlerts.id, id), mine(user)))
        .returning({ id: stockAlerts.id })
      return gone.length > 0
    },

    async settled(): Promise<void> {
      while (background.size) await Promise.allSettled([...background])
    },
  }
}

function mine(user: User) {
  const byAccount = eq(stockAlerts.userId, user.id)
  return user.emailVerifiedAt ? or(byAccount, sql`lower(${stockAlerts.email}) = lower(${user.email})`) : byAccount
}

export type AlertsService = ReturnType<typeof createAlertsService>
