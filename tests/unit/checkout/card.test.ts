import { describe, expect, it } from 'vitest'
import { chargeTestCard, isExpired, parseExpiry, passesLuhn } from '@/server/payments/card'

const now = new Date('2026-11-21T12:00:00Z')

describe('card checks', () => {
  it('Luhn: the test cards pass, a changed digit fails', () => {
    expect(passesLuhn('4242424242424242')).toBe(true)
    expect(passesLuhn('4000000000000002')).toBe(true)
    expect(passesLuhn('4242424242424241')).toBe(false)
    expect(passesLuhn('42424242')).toBe(false)
  })

  it('expiry: MM/YY is valid through the end of its month', () => {
    expect(parseExpiry('11/26')).toEqual({ month: 11, year: 2026 })
    expect(parseExpiry('13/26')).toBeNull()
    expect(parseExpiry('1126')).toBeNull()
    expect(isExpired({ month: 11, year: 2026 }, now)).toBe(false)
    expect(isExpired({ month: 10, year: 2026 }, now)).toBe(true)
  })

  it("test-mode outcomes follow Stripe's test cards", () => {
    expect(chargeTestCard('4242424242424242')).toEqual({ ok: true })
    expect(chargeTestCard('4000000000000002')).toEqual({ ok: false, decline: 'declined' })
    expect(chargeTestCard('4000000000009995')).toEqual({ ok: false, decline: 'insufficientFunds' })
    expect(chargeTestCard('4000000000000069')).toEqual({ ok: false, decline: 'expiredCard' })
    expect(chargeTestCard('4111111111111111')).toEqual({ ok: false, decline: 'notATestCard' })
  })
})
