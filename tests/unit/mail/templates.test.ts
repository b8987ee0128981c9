import { describe, expect, it } from 'vitest'
import { orderConfirmationMail, verificationMail } from '@/server/mail/templates'

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

  it('keeps an order number that starts with a digit in one piece in an Arabic subject and text (issue 36, #30)', () => {
    const mail = orderConfirmationMail({
      publicUrl: 'https://shop.test',
      locale: 'ar',
      orderId: '7BDAA75C4E',
      test: true,
      lines: [{ name: 'عباية ندى كلاسيكية', variant: 'المقاس 56 · أسود', quantity: 1, amount: '$139.00' }],
      shipping: '$9.95',
      total: '$148.95',
      shippingAddress: ['Maryam Haddad', '12 Lygon St', 'Carlton VIC 3053'],
    })
    // Isolated left to right (U+2066 … U+2069): without it a mail client showed "طلبك 7 [تجربة]BDAA75C4E…".
    expect(mail.subject).toBe('[تجربة] طلبك \u20667BDAA75C4E\u2069 من Noor & Thread')
    expect(mail.text).toContain('شكرًا لطلبك \u20667BDAA75C4E\u2069.')
    // The address keeps its own direction inside the Arabic line.
    expect(mail.text).toContain('الشحن إلى: \u2068Maryam Haddad, 12 Lygon St, Carlton VIC 3053\u2069')
  })
})

// The UX walk's #20: the verification mail read like a security notice ("Someone asked to create an account…").
describe('verificationMail', () => {
  it('welcomes the shopper and still says what the link does and when not to open it', () => {
    const en = verificationMail({ publicUrl: 'https://shop.test', token: 't', locale: 'en' }).text
    expect(en).toContain(
      'Welcome to Noor & Thread! Please confirm this e-mail address to finish creating your account.',
    )
    expect(en).toContain('the password you chose when you signed up')
    expect(en).toContain('If you did not sign up yourself, do not open the link.')
    expect(en).not.toContain('Someone asked')
    const ar = verificationMail({ publicUrl: 'https://shop.test', token: 't', locale: 'ar' }).text
    expect(ar).toContain('أهلًا بك في Noor & Thread!')
    expect(ar).toContain('فلا تفتح الرابط')
  })
})
