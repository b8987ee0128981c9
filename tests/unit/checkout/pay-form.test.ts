import { describe, expect, it } from 'vitest'
import { checkPayment, readPayValues, type PayValues } from '@/server/payments/pay-form'
import { validPayValues as valid } from '@/harness/pay-form'

const now = new Date('2026-11-21T12:00:00Z')

describe('shipping address (docs/product.md §10)', () => {
  it('refuses a PO Box, a parcel locker, a military address and a state outside Australia, each with its message', () => {
    const errorsOf = (values: Partial<PayValues>) => {
      const result = checkPayment({ ...valid, ...values }, now, 'en')
      return 'errors' in result ? result.errors : {}
    }
    expect(errorsOf({ shipLine1: 'PO Box 123' }).shipLine1).toMatch(/PO Boxes/)
    expect(errorsOf({ shipLine1: '1 Main St', shipLine2: 'Parcel Locker 10234' }).shipLine2).toMatch(/parcel lockers/)
    expect(errorsOf({ shipLine1: 'Lavarack Barracks' }).shipLine1).toMatch(/military/)
    expect(errorsOf({ shipState: 'Auckland' }).shipState).toMatch(/within Australia/)
    expect(errorsOf({ shipPostalCode: '30530' }).shipPostalCode).toMatch(/4 digits/)
  })
})

describe('checkPayment', () => {
  it('accepts a complete form with 4242', () => {
    expect(checkPayment(valid, now, 'en')).toEqual({ ok: true })
  })

  it('names every empty required field', () => {
    const result = checkPayment(readPayValues({}), now, 'en')
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
      'shipCity',
      'shipLine1',
      'shipName',
      'shipPostalCode',
      'shipState',
      'state',
    ])
  })

  it('refuses a Luhn failure, a past expiry, a bad e-mail and a short CVC', () => {
    const result = checkPayment(
      { ...valid, cardNumber: '4242 4242 4242 4241', expiry: '01/20', email: 'nope', cvc: '1' },
      now,
      'en',
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
    expect(checkPayment({ ...valid, cardNumber: '4000 0000 0000 0002' }, now, 'en')).toEqual({
      ok: false,
      declined: 'Your card was declined.',
    })
  })

  it("says everything in the checkout's language: Arabic for an Arabic checkout", () => {
    const result = checkPayment(
      { ...valid, email: '', cardNumber: '4242 4242 4242 4241', shipLine1: 'PO Box 123' },
      now,
      'ar',
    )
    expect(result).toEqual({
      ok: false,
      errors: {
        email: 'أدخل بريدك الإلكتروني.',
        cardNumber: 'رقم بطاقتك غير صالح.',
        shipLine1: 'لا يمكننا التوصيل إلى صناديق البريد أو خزائن الطرود. أدخل عنوان شارع.',
      },
    })
    expect(checkPayment({ ...valid, cardNumber: '4000 0000 0000 9995' }, now, 'ar')).toEqual({
      ok: false,
      declined: 'رصيد بطاقتك غير كافٍ.',
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
