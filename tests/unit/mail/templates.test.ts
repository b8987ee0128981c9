import { describe, expect, it } from 'vitest'
import { orderConfirmationMail } from '@/server/mail/templates'

// docs/product.md §10.2: the shipping charged is the one the confirmation mail shows.
describe('orderConfirmationMail', () => {
  it('lists the lines with their size and colour, the shipping and the total in the confirmation mail', () => {
    const mail = orderConfirmationMail({
      publicUrl: 'https://shop.test',
      locale: 'en',
      orderId: 'ABC123',
      lines: [{ name: 'Classic Nidha Abaya', variant: 'Size 56 · Black', quantity: 1, amount: '$139.00' }],
      shipping: '$9.95',
      total: '$148.95',
    })
    expect(mail.text).toContain('1 × Classic Nidha Abaya (Size 56 · Black) — $139.00')
    expect(mail.text).toContain('Shipping: $9.95')
    expect(mail.text).toContain('Total: $148.95')
  })
})
