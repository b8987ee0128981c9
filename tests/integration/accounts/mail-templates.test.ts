/** The mail templates: links from the configured public URL, the shop's name, and escaped user input. */
import { describe, expect, it } from 'vitest'
import { SHOP_NAME } from '@/lib/constants'
import { escapeHtml } from '@/server/mail/html'
import {
  contactMessageMail,
  MAIL_KINDS,
  newsletterConfirmationMail,
  orderConfirmationMail,
  passwordResetMail,
  templates,
  verificationMail,
} from '@/server/mail/templates'

describe('mail templates', () => {
  it('link verification and reset mails to the public URL with the token', () => {
    const verify = verificationMail({ publicUrl: 'https://shop.example', token: 'abc_-123', locale: 'en' })
    expect(verify.text).toContain('https://shop.example/verify/abc_-123')
    expect(verify.html).toContain('href="https://shop.example/verify/abc_-123"')
    const reset = passwordResetMail({
      fullName: 'Amina',
      publicUrl: 'https://shop.example',
      token: 'xyz',
      locale: 'en',
    })
    expect(reset.text).toContain('https://shop.example/reset-password/xyz')
    expect(reset.text).toMatch(/1 hour/)
    for (const mail of [verify, reset]) {
      expect(mail.html).toContain(escapeHtml(SHOP_NAME))
      expect(mail.text).toContain(SHOP_NAME)
    }
  })

  it('carry no typed name to an unproven address; the newsletter mail links to its confirmation page', () => {
    expect(verificationMail({ publicUrl: 'https://s', token: 't', locale: 'en' }).text).toMatch(/^Hello,\n/)
    expect(passwordResetMail({ publicUrl: 'https://s', token: 't', locale: 'en' }).text).toMatch(/^Hello,\n/)
    expect(passwordResetMail({ fullName: 'Amina', publicUrl: 'https://s', token: 't', locale: 'en' }).text).toMatch(
      /^Hello Amina,/,
    )
    const confirm = newsletterConfirmationMail({ publicUrl: 'https://shop.example', token: 'n_-1', locale: 'en' })
    expect(confirm.text).toContain('https://shop.example/newsletter/confirm/n_-1')
    expect(confirm.text).toContain('7 days')
  })

  it('escape what users typed in the HTML version', () => {
    const evil = '<img src=x onerror=alert(1)>'
    const mail = contactMessageMail({
      fullName: evil,
      email: 'a@b.co',
      subject: 'Hi "there"',
      message: `one\n\n${evil}`,
    })
    expect(mail.html).not.toContain('<img')
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(mail.text).toContain(evil)
    const order = orderConfirmationMail({
      publicUrl: 'https://s',
      locale: 'en',
      orderId: 'A1',
      lines: [{ name: evil, quantity: 2, amount: '$5.00' }],
      total: '$10.00',
    })
    expect(order.html).not.toContain('<img')
    expect(order.text).toContain('2 × <img')
  })

  it("are written in the shopper's language: Arabic text, right to left, links to the Arabic pages", () => {
    const verify = verificationMail({ publicUrl: 'https://shop.example', token: 'abc', locale: 'ar' })
    expect(verify.subject).toBe(`أكِّد بريدك الإلكتروني لدى ${SHOP_NAME}`)
    expect(verify.text).toMatch(/^مرحبًا،\n/)
    expect(verify.text).toContain('https://shop.example/ar/verify/abc')
    expect(verify.html).toContain('<html lang="ar" dir="rtl">')
    expect(verify.html).toContain('إذا لم يعمل الزر')
    const order = orderConfirmationMail({
      publicUrl: 'https://shop.example',
      locale: 'ar',
      orderId: 'A1B2',
      lines: [{ name: 'عباية نور', quantity: 1, amount: '$139.00' }],
      shipping: 'مجاني',
      total: '$139.00',
    })
    // The order number reads left to right in one piece inside the Arabic subject (LRI … PDI; issue 36).
    expect(order.subject).toBe(`طلبك \u2066A1B2\u2069 من ${SHOP_NAME}`)
    expect(order.text).toContain('الإجمالي: \u2066$139.00\u2069')
    expect(order.text).toContain('https://shop.example/ar/orders/lookup?number=A1B2')
    const english = verificationMail({ publicUrl: 'https://shop.example', token: 'abc', locale: 'en' })
    expect(english.html).toContain('<html lang="en-AU" dir="ltr">')
  })

  it('cover every kind', () => {
    expect(Object.keys(templates).sort()).toEqual([...MAIL_KINDS].sort())
  })
})
