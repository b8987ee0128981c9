/**
 * How many attempts each action allows. Per e-mail limits stop a targeted attack (or someone flooding an inbox);
 * per IP limits stop one client spraying many addresses. Numbers follow the OWASP login-protection recipes:
 * generous enough that a person mistyping never meets them, and a lock-out ends by itself (ASVS 6.1.1/6.3.1).
 */
export interface Limit {
  points: number
  durationSec: number
}

export interface ActionLimits {
  /** Keyed by IP alone. */
  perIp: Limit
  /**
   * Keyed by the e-mail (for login and the order lookup: by IP + e-mail, so a typing owner is never slowed by
   * strangers' attempts).
   */
  perEmail: Limit
  /**
   * Login only: failed attempts on one address from every IP together (docs/security/accounts.md, M3). It ends by
   * itself, and a correct password clears it, so it slows a guesser without locking the owner out for long.
   */
  perAccount?: Limit
}

export const RATE_LIMIT_ACTIONS = [
  'login',
  'register',
  'passwordReset',
  'newsletter',
  'contact',
  'checkout',
  'paymentLookup',
  'stock',
  'suggest',
  'accountSettings',
  'stockAlert',
  'staff',
  'orderLookup',
  'draftMode',
  'secondFactor',
  'discountCode',
] as const
export type RateLimitAction = (typeof RATE_LIMIT_ACTIONS)[number]

const MINUTE = 60
const HOUR = 60 * MINUTE

export const DEFAULT_RATE_LIMITS: Record<RateLimitAction, ActionLimits> = {
  login: {
    perIp: { points: 50, durationSec: 15 * MINUTE },
    perEmail: { points: 10, durationSec: 15 * MINUTE },
    perAccount: { points: 20, durationSec: 15 * MINUTE },
  },
  register: { perIp: { points: 10, durationSec: HOUR }, perEmail: { points: 3, durationSec: HOUR } },
  passwordReset: { perIp: { points: 10, durationSec: HOUR }, perEmail: { points: 3, durationSec: HOUR } },
  newsletter: { perIp: { points: 10, durationSec: HOUR }, perEmail: { points: 3, durationSec: HOUR } },
  contact: { perIp: { points: 5, durationSec: HOUR }, perEmail: { points: 5, durationSec: HOUR } },
  // Plenty for a shopper, a brake on scripted session creation (each one is a payment-provider API call).
  checkout: { perIp: { points: 20, durationSec: MINUTE }, perEmail: { points: 20, durationSec: MINUTE } },
  // /stripe/success asks the payment provider about the session in its URL: a flood of made-up ids must not use
  // up the shop's payment-API budget (no e-mail: only the per-IP count applies).
  paymentLookup: { perIp: { points: 30, durationSec: MINUTE }, perEmail: { points: 30, durationSec: MINUTE } },
  // GET /api/stock: one per product page view (no e-mail: only the per-IP count applies).
  stock: { perIp: { points: 120, durationSec: MINUTE }, perEmail: { points: 120, durationSec: MINUTE } },
  // GET /api/search/suggestions: a fast typist sends a few a second, a scraper far more (no e-mail).
  suggest: { perIp: { points: 120, durationSec: MINUTE }, perEmail: { points: 120, durationSec: MINUTE } },
  // docs/product.md §2.22: settings changes, the export and deletion; per account, so a stolen session cannot guess
  // the password through them faster than through login.
  accountSettings: {
    perIp: { points: 60, durationSec: 15 * MINUTE },
    perEmail: { points: 20, durationSec: 15 * MINUTE },
  },
  // docs/product.md §16.5: alerts mail an address nobody has proven, like the newsletter.
  stockAlert: { perIp: { points: 20, durationSec: HOUR }, perEmail: { points: 5, durationSec: HOUR } },
  // The Orders tool (docs/operations.md): a busy afternoon of clicking, not a script (per IP and per staff account).
  staff: { perIp: { points: 300, durationSec: MINUTE }, perEmail: { points: 300, durationSec: MINUTE } },
  // A guest's order lookup (docs/product.md §17.3): order numbers are 40 bits, and this keeps guessing slower still.
  // The per-e-mail count is per IP + e-mail, as login's (I-2): nobody else can use up a shopper's own lookups.
  orderLookup: { perIp: { points: 20, durationSec: 15 * MINUTE }, perEmail: { points: 10, durationSec: 15 * MINUTE } },
  // Draft preview's enable route (docs/security.md): an editor opens a few previews a minute; guessing a secret is
  // hopeless anyway (random, an hour's life), and this keeps each guess from costing a content read (no e-mail).
  draftMode: { perIp: { points: 30, durationSec: MINUTE }, perEmail: { points: 30, durationSec: MINUTE } },
  // A staff member's authenticator codes (docs/operations.md, "Signing in"): a mistyped code or two, never a guesser
  // (a 6-digit code with one step of drift either side: 3 in a million per try). Per account from every network.
  // docs/product.md §20: every check of a discount code (the bag's preview, a checkout with a code), so codes cannot
  // be guessed by trying many: a shopper tries a handful, a guesser thousands.
  discountCode: { perIp: { points: 30, durationSec: 15 * MINUTE }, perEmail: { points: 30, durationSec: 15 * MINUTE } },
  secondFactor: { perIp: { points: 30, durationSec: 15 * MINUTE }, perEmail: { points: 10, durationSec: 15 * MINUTE } },
}

/**
 * Default of ANONYMOUS_MAIL_PER_HOUR: mails anyone can make the shop send to an address nobody has proven (verification,
 * reset and newsletter-confirmation requests), counted over all clients together (docs/security/accounts.md, L8).
 */
export const DEFAULT_ANONYMOUS_MAIL_PER_HOUR = 300
