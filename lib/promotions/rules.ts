/**
 * The facts about discount codes both sides and the Studio share (docs/product.md §20): what a code may look like,
 * the shop's time zone for a promotion's start and end, and why a code can be refused.
 */

/** A code as editors type it and shoppers may: 3 to 32 letters, digits, - or _ (case does not matter). */
export const PROMOTION_CODE_PATTERN = /^[A-Za-z0-9_-]{3,32}$/

/** Start and end are instants; Studio shows and takes them in the shop's time zone. */
export const PROMOTION_TIME_ZONE = 'Australia/Melbourne'

/** The one spelling a code is compared in: trimmed, upper case. */
export const normaliseCode = (code: string) => code.trim().toUpperCase()

/** Why a code was refused (`code: "discount_invalid"`, its `reason`); the texts: lib/i18n/messages/promotions.ts. */
export const DISCOUNT_REFUSAL_REASONS = [
  /** No published promotion has this code (or it is malformed). */
  'unknown',
  /** Its start is still to come. */
  'not_started',
  /** Its end has passed. */
  'expired',
  /** Its total uses are all taken. */
  'used_up',
  /** Once per shopper, and this account has used it. */
  'already_used',
  /** Once per shopper: only a signed-in shopper can use it. */
  'sign_in_required',
  /** The items it applies to cost less than its minimum spend: `minimumSpend` (cents) says how much. */
  'below_minimum',
  /** Nothing in the bag is among the products or categories it applies to. */
  'not_applicable',
] as const

export type DiscountRefusalReason = (typeof DISCOUNT_REFUSAL_REASONS)[number]

export const isDiscountRefusalReason = (value: unknown): value is DiscountRefusalReason =>
  DISCOUNT_REFUSAL_REASONS.includes(value as DiscountRefusalReason)
