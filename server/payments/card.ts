/**
 * Card checks of the built-in test payment page, with Stripe test mode's outcomes
 * (docs.stripe.com/testing): 4242… pays, 4000 0000 0000 0002 is declined.
 */

export function digitsOnly(value: string): string {
  return value.replace(/[\s-]/g, '')
}

export function passesLuhn(number: string): boolean {
  if (!/^\d{12,19}$/.test(number)) return false
  let sum = 0
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** MM/YY (or MM / YYYY); null when unreadable. The card is valid through the last day of that month. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value)
  if (!match) return null
  const month = Number(match[1])
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2])
  if (month < 1 || month > 12) return null
  return { month, year }
}

export function isExpired(expiry: { month: number; year: number }, now: Date): boolean {
  // First moment after the expiry month, in UTC.
  return now.getTime() >= Date.UTC(expiry.year, expiry.month, 1)
}

/** Why a test card is declined; the page says it in the session's language (lib/i18n/messages/payPage.ts). */
export type DeclineReason = 'declined' | 'insufficientFunds' | 'expiredCard' | 'incorrectCvc' | 'notATestCard'

export type CardOutcome = { ok: true } | { ok: false; decline: DeclineReason }

const DECLINES: Record<string, DeclineReason> = {
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficientFunds',
  // Stripe's lost card: the shopper is told no more than "declined".
  '4000000000009987': 'declined',
  '4000000000000069': 'expiredCard',
  '4000000000000127': 'incorrectCvc',
}

const SUCCEEDS = new Set([
  '4242424242424242',
  '4000056655665556',
  '5555555555554444',
  '2223003122003222',
  '5200828282828210',
  '378282246310005',
])

/** What a test-mode charge of this (Luhn-valid) number does. */
export function chargeTestCard(number: string): CardOutcome {
  const decline = DECLINES[number]
  if (decline) return { ok: false, decline }
  if (SUCCEEDS.has(number)) return { ok: true }
  return { ok: false, decline: 'notATestCard' }
}
