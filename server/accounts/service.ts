/**
 * The accounts service: register (register.ts), verify e-mail (verify.ts), log in (login.ts), read the current user
 * and log out (session.ts), reset a password (reset.ts), subscribe to the newsletter (newsletter.ts), each a use case
 * of one shared context (context.ts) bound here. Inputs are parsed with the same zod schemas as the forms. Register
 * and reset requests answer the same whether or not the address is known (ASVS 6.3.8); login hashes against a dummy
 * for unknown addresses.
 */
import type { Locale } from '@/lib/i18n/locale'
import type { Mailer } from '../mail/index'
import { unsubscribeLinks } from '../newsletter/unsubscribe'
import { afterAnswerQueue } from './after-answer'
import type { ServiceContext } from './context'
import { login } from './login'
import { confirmNewsletterSubscription, subscribeToNewsletter } from './newsletter'
import { register } from './register'
import { requestPasswordReset, resetPassword } from './reset'
import { logout, me } from './session'
import { verifyEmail } from './verify'

export interface AccountsServiceOptions extends Omit<ServiceContext, 'mailer' | 'now' | 'unsubscribe' | 'afterAnswer'> {
  mailer: Mailer
  /** The clock for token expiry and JWT times (tests move it); the system clock without it. */
  now?: () => Date
}

export type AccountsService = ReturnType<typeof createAccountsService>

type Token = string | undefined

export function createAccountsService(opts: AccountsServiceOptions) {
  const logger = opts.logger.child({ module: 'accounts' })
  const background = afterAnswerQueue(logger)
  const ctx: ServiceContext = {
    ...opts,
    logger,
    now: opts.now ?? (() => new Date()),
    unsubscribe: unsubscribeLinks(opts.jwtSecret, opts.publicUrl),
    afterAnswer: background.afterAnswer,
  }
  return {
    /** The use cases' context: a resolver may call a use case with it directly (docs/architecture.md §11). */
    deps: ctx,
    /** Normalises the address the way the limiter keys it (before validation, so junk still counts). */
    normaliseEmail(email: unknown): string {
      return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 320) : ''
    },
    register: (input: unknown, client?: string, locale?: Locale) => register(ctx, input, client, locale),
    verifyEmail: (input: unknown, locale?: Locale) => verifyEmail(ctx, input, locale),
    login: (input: unknown) => login(ctx, input),
    me: (token: Token) => me(ctx, token),
    logout: (token: Token) => logout(ctx, token),
    requestPasswordReset: (input: unknown, client?: string, locale?: Locale) =>
      requestPasswordReset(ctx, input, client, locale),
    resetPassword: (input: unknown, client?: string, locale?: Locale) => resetPassword(ctx, input, client, locale),
    subscribeToNewsletter: (input: unknown, client?: string, locale?: Locale) =>
      subscribeToNewsletter(ctx, input, client, locale),
    confirmNewsletterSubscription: (input: unknown, locale?: Locale) =>
      confirmNewsletterSubscription(ctx, input, locale),
    settled: background.settled,
  }
}
