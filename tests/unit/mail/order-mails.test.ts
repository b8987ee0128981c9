import { describe, expect, it } from 'vitest'
import { orderCancelledMail, orderRefundedMail } from '@/server/mail/order-mails'

const base = { publicUrl: 'https://shop.test', number: '54438D04AD', locale: 'en' as const }

// docs/product.md §17.2; the UX walk's #29: the cancel mail and the refund mail said opposite things of a test order.
describe('orderCancelledMail', () => {
  it('tells a test order that no money moved, as its refund mail does', () => {
    const cancel = orderCancelledMail({ ...base, test: true, refunded: '$148.95' })
    const refund = orderRefundedMail({ ...base, test: true, amount: '$148.95', fullRefund: true })
    expect(cancel.text).not.toContain('the card you paid with')
    expect(cancel.text).toContain('We have marked $148.95 as refunded.')
    expect(cancel.text).toContain('No money moved, so nothing reaches your card.')
    expect(refund.text).toContain('No money moved, so nothing reaches your card.')
  })

  it('tells a paid order where the refund goes and when it arrives', () => {
    const mail = orderCancelledMail({ ...base, refunded: '$148.95' })
    expect(mail.text).toContain('We have refunded $148.95 to the card you paid with.')
    expect(mail.text).toContain('Refunds reach your card in 5 to 10 business days, depending on your bank.')
    expect(mail.text).not.toContain('No money moved')
  })

  it('says nothing of a refund when none was made', () => {
    const mail = orderCancelledMail({ ...base, refunded: null })
    expect(mail.text).not.toMatch(/refund/i)
  })

  it('says it in Arabic for an Arabic test order', () => {
    const mail = orderCancelledMail({ ...base, locale: 'ar', test: true, refunded: '$148.95' })
    expect(mail.text).toContain('لم تُنقل أي أموال، لذا لن يصل شيء إلى بطاقتك.')
    expect(mail.text).not.toContain('البطاقة التي دفعت بها')
  })
})
