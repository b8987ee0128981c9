import { describe, expect, it } from 'vitest'
import { CONTACT_MESSAGE_MAX_LENGTH } from '@/lib/constants'
import type { Locale } from '@/lib/i18n/locale'
import { validationMessages } from '@/lib/i18n/messages/validation'
import {
  contactSchema,
  forgotPasswordSchema,
  loginSchema,
  MAX_PASSWORD_LENGTH,
  newsletterSchema,
  registerSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
} from '@/lib/validation/index'
import { issueText } from '@/lib/validation/issues'

/** The messages per field path of a failed parse ({} when it passes), said in `locale` as the forms and server say them. */
function errors(
  schema: {
    safeParse(v: unknown): { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }
  },
  value: unknown,
  locale: Locale = 'en',
) {
  const result = schema.safeParse(value)
  const out: Record<string, string[]> = {}
  for (const issue of result.error?.issues ?? []) (out[issue.path.join('.')] ??= []).push(issueText(issue, locale))
  return out
}

const signUp = {
  fullName: 'Amina Rahman',
  email: 'amina@example.com',
  password: 'abcdefgh',
  confirmPassword: 'abcdefgh',
}

describe('sign-up', () => {
  it('accepts a valid form, trimming the name and e-mail', () => {
    expect(registerSchema.parse({ ...signUp, fullName: '  Amina  ', email: ' amina@example.com ' })).toMatchObject({
      fullName: 'Amina',
      email: 'amina@example.com',
    })
  })
  it('takes names of any length, "Li" and "Bo" too, but not none (issue 36, walk #32)', () => {
    for (const fullName of ['Li', 'Bo', ' O ']) expect(errors(registerSchema, { ...signUp, fullName })).toEqual({})
    for (const fullName of ['', '   '])
      expect(errors(registerSchema, { ...signUp, fullName })).toEqual({ fullName: ['Please enter your name'] })
  })
  it('needs a valid e-mail', () => {
    expect(errors(registerSchema, { ...signUp, email: 'amina@' })).toEqual({ email: ['Invalid email address'] })
  })
  it('checks only the length of the password, with the spec message', () => {
    const message =
      'Password must be at least 8 characters long, include one letter, one number, and one special character'
    expect(errors(registerSchema, { ...signUp, password: 'abc', confirmPassword: 'abc' })).toEqual({
      password: [message],
    })
    // Composition is not checked (docs/product.md §5, ASVS 6.2.5).
    expect(errors(registerSchema, { ...signUp, password: 'aaaaaaaa', confirmPassword: 'aaaaaaaa' })).toEqual({})
  })
  it('caps the password length', () => {
    const long = 'x'.repeat(MAX_PASSWORD_LENGTH + 1)
    expect(errors(registerSchema, { ...signUp, password: long, confirmPassword: long }).password?.[0]).toMatch(
      /at most 256/,
    )
  })
  it('shows a mismatch on confirmPassword', () => {
    expect(errors(registerSchema, { ...signUp, confirmPassword: 'abcdefgX' })).toEqual({
      confirmPassword: ['Passwords do not match'],
    })
  })
})

describe('login', () => {
  it('needs a valid e-mail and a password, with no other password rule', () => {
    expect(errors(loginSchema, { email: 'x', password: 'a' })).toEqual({ email: ['Invalid email address'] })
    expect(errors(loginSchema, { email: 'amina@example.com', password: '' })).toEqual({
      password: ['Password is required'],
    })
    expect(errors(loginSchema, { email: 'amina@example.com', password: 'a' })).toEqual({})
  })
})

describe('newsletter and forgot password', () => {
  it('need a valid e-mail', () => {
    expect(errors(newsletterSchema, { email: 'nope' })).toEqual({ email: ['Invalid email address'] })
    expect(errors(forgotPasswordSchema, { email: 'nope' })).toEqual({ email: ['Invalid email address'] })
    expect(errors(newsletterSchema, { email: 'reader@example.com' })).toEqual({})
    expect(errors(forgotPasswordSchema, { email: `${'a'.repeat(250)}@example.com` })).toEqual({
      email: ['Invalid email address'],
    })
  })
})

describe('reset password', () => {
  it('needs a new password of at least 8 characters', () => {
    expect(errors(resetPasswordFormSchema, { newPassword: 'short', confirmPassword: 'short' })).toEqual({
      newPassword: ['Password must be at least 8 characters long'],
    })
    expect(errors(resetPasswordSchema, { token: 't', newPassword: 'short' })).toEqual({
      newPassword: ['Password must be at least 8 characters long'],
    })
  })
  it('needs confirmPassword as a string that matches', () => {
    expect(errors(resetPasswordFormSchema, { newPassword: 'abcdefgh' }).confirmPassword).toHaveLength(1)
    expect(errors(resetPasswordFormSchema, { newPassword: 'abcdefgh', confirmPassword: 'abcdefgX' })).toEqual({
      confirmPassword: ['Passwords do not match'],
    })
    expect(errors(resetPasswordFormSchema, { newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' })).toEqual({})
  })
  it('needs a token for the mutation', () => {
    expect(Object.keys(errors(resetPasswordSchema, { token: '', newPassword: 'abcdefgh' }))).toEqual(['token'])
  })
})

describe('contact', () => {
  const contact = { fullName: 'Amina Rahman', email: 'amina@example.com', subject: 'Sizes', message: 'Do you have XS?' }
  it('accepts a valid message', () => {
    expect(errors(contactSchema, contact)).toEqual({})
  })
  it('uses the spec messages for short fields', () => {
    expect(errors(contactSchema, { fullName: ' ', email: 'x', subject: 'ab', message: 'hi' })).toEqual({
      fullName: ['Please enter your name'],
      email: ['Invalid email address'],
      subject: ['Subject must be at least 3 characters long'],
      message: ['Message must be at least 3 characters long'],
    })
  })
  it('caps the message, subject and name', () => {
    expect(errors(contactSchema, { ...contact, message: 'x'.repeat(CONTACT_MESSAGE_MAX_LENGTH) })).toEqual({})
    expect(errors(contactSchema, { ...contact, message: 'x'.repeat(CONTACT_MESSAGE_MAX_LENGTH + 1) })).toEqual({
      message: [`Message must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters long`],
    })
    expect(
      Object.keys(errors(contactSchema, { ...contact, subject: 'x'.repeat(201), fullName: 'x'.repeat(101) })),
    ).toEqual(['fullName', 'subject'])
  })
})

describe('schemas in Arabic (docs/product.md §19.3)', () => {
  it('say the same rules in Arabic, the caps counted as Arabic counts nouns', () => {
    const ar = validationMessages.ar
    expect(errors(contactSchema, { fullName: ' ', email: 'x', subject: 'a'.repeat(201), message: 'ok' }, 'ar')).toEqual(
      {
        fullName: [ar.name],
        email: [ar.email],
        subject: ['يجب ألا يزيد الموضوع على 200 حرف'],
        message: [ar.message],
      },
    )
    expect(errors(loginSchema, { email: 'amina@example.com', password: 'a'.repeat(257) }, 'ar')).toEqual({
      password: ['يجب ألا تزيد كلمة المرور على 256 حرفًا'],
    })
    // One schema for both languages: it names catalogue keys, and the edge says them.
    expect(
      contactSchema.safeParse({ fullName: '', email: 'amina@example.com', subject: 'Sizes', message: 'Hello' }).error
        ?.issues[0]?.message,
    ).toBe('name')
  })
})
