import { describe, expect, it } from 'vitest'
import { chargeTestCard, isExpired, parseExpiry, passesLuhn } from '@/server/payments/card'
import { checkPayment, readPayValues, type PayValues } from '@/server/payments/pay-form'

const now = new Date('2026-11-21T12:00:00Z')

const valid: PayValues = {
  email: 'amina@example.com',
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/34',
  cvc: '123',
  cardName: 'Amina Rahman',
  line1: '1 Collins St',
  line2: '',
  city: 'Melbourne',
  state: 'VIC',
  postalCode: '3000',
  country: 'AU',
}

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
    expect(chargeTestCard('4000000000000002')).toEqual({ ok: false, message: 'Your card was declined.' })
    expect(chargeTestCard('4000000000009995')).toMatchObject({
      ok: false,
      message: expect.stringContaining('insufficient funds'),
    })
  })
})

describe('checkPayment', () => {
  it('accepts a complete form with 4242', () => {
    expect(checkPayment(valid, now)).toEqual({ ok: true })
  })

  it('names every empty required field', () => {
    const result = checkPayment(readPayValues({}), now)
    expect(result.ok).toBe(false)
    const errors = 'errors' in result ? result.errors : {}
    expect(Object.keys(errors).sort()).toEqual([
      'cardName',
      'cardNumber',
      'city',
      'country',
      'cvc',
      'email',
      'expiry',
      'line1',
      'postalCode',
      'state',
    ])
  })

  it('refuses a Luhn failure, a past expiry, a bad e-mail and a short CVC', () => {
    const result = checkPayment(
      { ...valid, cardNumber: '4242 4242 4242 4241', expiry: '01/20', email: 'nope', cvc: '1' },
      now,
    )
    expect(result).toEqual({
      ok: false,
      errors: {
        cardNumber: 'Your card number is invalid.',
        expiry: "Your card's expiry year is in the past.",
        email: 'Your e-mail address is incomplete.',
        cvc: "Your card's security code is incomplete.",
      },
    })
  })

  it('declines 4000 0000 0000 0002 after the fields pass', () => {
    expect(checkPayment({ ...valid, cardNumber: '4000 0000 0000 0002' }, now)).toEqual({
      ok: false,
      declined: 'Your card was declined.',
    })
  })

  it('reads only known string fields, trimmed and capped', () => {
    const values = readPayValues({ email: '  a@b.co ', cardName: 'x'.repeat(500), evil: 'ignored', city: ['array'] })
    expect(values.email).toBe('a@b.co')
    expect(values.cardName).toHaveLength(200)
    expect(values.city).toBe('')
    expect(values).not.toHaveProperty('evil')
  })
})
