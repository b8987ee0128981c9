import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONTACT_MESSAGE_MAX_LENGTH } from '@/lib/constants'
import { messages } from '@/lib/validation/issues'
import { databaseBackends, openTestDatabase, type TestDatabase } from '@/tests/helpers/db'
import { SHOP_EMAIL, startContactApp, startFormEndpoint, type ContactApp } from './harness'

// helpers/db logs why a backend is skipped (PostgreSQL needs DATABASE_URL).
const backends = databaseBackends.filter((b) => !b.skipReason)

let uniq = 0
/** A valid message whose subject and sender are unique to the test, so tests sharing a database never see each other's rows. */
function validMessage(overrides: Record<string, unknown> = {}) {
  uniq += 1
  return {
    fullName: 'Amina Rahman',
    email: `amina.${uniq}@example.com`,
    subject: `Question about abaya sizes #${uniq}`,
    message: 'Hello! Does the Layla abaya come in petite lengths?\n\nThank you.',
    ...overrides,
  }
}

describe.each(backends)('POST /api/contact on $name', ({ name }) => {
  let database: TestDatabase
  let app: ContactApp

  beforeAll(async () => {
    database = await openTestDatabase(name)
    app = await startContactApp({ database })
  })
  afterAll(async () => {
    await app?.close()
    await database?.close()
  })

  it('answers 200, stores the message with the IP and mails it to the shop with Reply-To set to the sender', async () => {
    const values = validMessage()
    const res = await app.send(values)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ ok: true })

    const stored = (await app.storedMessages()).find((m) => m.subject === values.subject)
    expect(stored).toMatchObject({ fullName: values.fullName, email: values.email, message: values.message })
    expect(stored?.ip).toMatch(/127\.0\.0\.1/)

    const mail = await app.smtp.waitFor((m) => m.subject.includes(values.subject))
    expect(mail.to).toEqual([SHOP_EMAIL])
    expect(mail.raw).toMatch(new RegExp(`^Reply-To: ${values.email.replace(/\./g, '\\.')}`, 'mi'))
    expect(mail.text).toContain(`From: ${values.fullName} <${values.email}>`)
    expect(mail.text).toContain('Does the Layla abaya come in petite lengths?')
  })

  it('trims the fields before storing them', async () => {
    const values = validMessage()
    const res = await app.send({ ...values, fullName: `  ${values.fullName}  `, email: ` ${values.email} ` })
    expect(res.status).toBe(200)
    const stored = (await app.storedMessages()).find((m) => m.subject === values.subject)
    expect(stored).toMatchObject({ fullName: values.fullName, email: values.email })
  })

  const invalidCases = [
    // Any name of one letter or more is a name (docs/product.md §5.1); only spaces are not.
    { field: 'fullName', value: '   ', message: messages.name },
    { field: 'email', value: 'not-an-email', message: messages.email },
    { field: 'subject', value: 'Hi', message: messages.subject },
    { field: 'message', value: '  ', message: messages.message },
    {
      field: 'message',
      value: 'x'.repeat(CONTACT_MESSAGE_MAX_LENGTH + 1),
      message: `Message must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters long`,
    },
  ]
  it.each(invalidCases)(
    'answers 400 naming $field when it is invalid, and keeps nothing',
    async ({ field, value, message }) => {
      const values = validMessage({ [field]: value })
      const res = await app.send(values)
      expect(res.status).toBe(400)
      expect(res.body).toEqual({ error: { message: expect.any(String), fields: { [field]: message } } })
      expect((await app.storedMessages()).some((m) => m.subject === values.subject)).toBe(false)
    },
  )

  it("answers in the page's language: Arabic for an Arabic page, English without one", async () => {
    const invalid = JSON.stringify(validMessage({ subject: 'Hi' }))
    const arabic = await app.post(invalid, { 'accept-language': 'ar' })
    expect(arabic.status).toBe(400)
    expect(arabic.body).toEqual({
      error: {
        message: 'يُرجى تصحيح الحقول المشار إليها',
        fields: { subject: 'يجب أن يتكوّن الموضوع من 3 أحرف على الأقل' },
      },
    })
    const english = await app.post(invalid)
    expect(english.body).toEqual({
      error: { message: 'Please correct the highlighted fields', fields: { subject: messages.subject } },
    })
    const malformed = await app.post('{"fullName": ', { 'accept-language': 'ar,en;q=0.8' })
    expect(malformed.body).toEqual({ error: { message: 'نص الطلب ليس بصيغة JSON صالحة' } })
  })

  it('accepts a message of exactly the maximum length', async () => {
    const res = await app.send(validMessage({ message: 'x'.repeat(CONTACT_MESSAGE_MAX_LENGTH) }))
    expect(res.status).toBe(200)
  })

  it('names every missing field at once', async () => {
    const res = await app.send({})
    expect(res.status).toBe(400)
    expect(Object.keys((res.body as { error: { fields: object } }).error.fields).sort()).toEqual([
      'email',
      'fullName',
      'message',
      'subject',
    ])
  })

  it('answers 413 with a JSON error for a body over 16 kB', async () => {
    const res = await app.send(validMessage({ message: 'x'.repeat(17 * 1024) }))
    expect(res.status).toBe(413)
    expect(res.body).toEqual({ error: { message: expect.any(String) } })
  })

  it('answers 400 with a JSON error for malformed JSON', async () => {
    const res = await app.post('{"fullName": "Amina", ')
    expect(res.status).toBe(400)
    expect(res.headers.get('content-type')).toMatch(/application\/json/)
    expect(res.body).toEqual({ error: { message: expect.any(String) } })
  })

  it('does not read a cross-site form post (not JSON) as a message', async () => {
    const values = validMessage()
    const res = await app.post(new URLSearchParams(values).toString(), {
      'content-type': 'application/x-www-form-urlencoded',
    })
    expect(res.status).toBe(400)
    expect((await app.storedMessages()).some((m) => m.subject === values.subject)).toBe(false)
  })
})

describe.each(backends)('contact rate limit and forwarding on $name', ({ name }) => {
  let database: TestDatabase

  beforeAll(async () => {
    database = await openTestDatabase(name)
  })
  afterAll(async () => {
    await database?.close()
  })

  it('answers 429 with Retry-After once the per-IP limit is used up, and stores nothing more', async () => {
    const app = await startContactApp({
      database,
      limits: { perIp: { points: 2, durationSec: 600 }, perEmail: { points: 100, durationSec: 600 } },
    })
    try {
      expect((await app.send(validMessage())).status).toBe(200)
      expect((await app.send(validMessage())).status).toBe(200)
      const blocked = validMessage()
      const res = await app.send(blocked)
      expect(res.status).toBe(429)
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(600)
      expect(res.body).toEqual({ error: { message: 'Too many attempts. Please try again later.' } })
      expect((await app.storedMessages()).some((m) => m.subject === blocked.subject)).toBe(false)
      // From an Arabic page, the same refusal in Arabic.
      const arabic = await app.post(JSON.stringify(validMessage()), { 'accept-language': 'ar' })
      expect(arabic.status).toBe(429)
      expect(arabic.body).toEqual({ error: { message: 'محاولات كثيرة جدًا. يُرجى المحاولة لاحقًا.' } })
    } finally {
      await app.close()
    }
  })

  it('limits each sender address on its own, whatever its letter case', async () => {
    const app = await startContactApp({
      database,
      limits: { perIp: { points: 100, durationSec: 600 }, perEmail: { points: 1, durationSec: 600 } },
    })
    try {
      const first = validMessage()
      expect((await app.send(first)).status).toBe(200)
      expect((await app.send(validMessage({ email: first.email.toUpperCase() }))).status).toBe(429)
      expect((await app.send(validMessage())).status).toBe(200)
    } finally {
      await app.close()
    }
  })

  it('forwards {fullName, email, subject, message} as JSON to CONTACT_FORM_ENDPOINT: 200 → 200, then 500 → 502 with the message still kept', async () => {
    const endpoint = await startFormEndpoint(200)
    const app = await startContactApp({ database, contactFormEndpoint: endpoint.url })
    try {
      const accepted = validMessage()
      const ok = await app.send({ ...accepted, extra: 'dropped' })
      expect(ok.status).toBe(200)
      expect(ok.body).toEqual({ ok: true })
      expect(endpoint.received).toEqual([{ method: 'POST', contentType: 'application/json', body: accepted }])
      expect((await app.storedMessages()).some((m) => m.subject === accepted.subject)).toBe(true)

      endpoint.answerWith(500)
      const refused = validMessage()
      const failed = await app.send(refused)
      expect(failed.status).toBe(502)
      expect(failed.body).toEqual({ error: { message: expect.any(String) } })
      expect(endpoint.received).toHaveLength(2)
      expect((await app.storedMessages()).find((m) => m.subject === refused.subject)).toMatchObject({
        email: refused.email,
      })
      // The shop's own copy still goes out, so the message reaches a person even when the form service is down.
      await app.smtp.waitFor((m) => m.subject.includes(refused.subject))
    } finally {
      await app.close()
      await endpoint.close()
    }
  })

  it('answers 502 when the endpoint does not answer in time', async () => {
    const endpoint = await startFormEndpoint(null)
    const app = await startContactApp({
      database,
      contactFormEndpoint: endpoint.url,
      routeOptions: { forwardTimeoutMs: 300 },
    })
    try {
      const values = validMessage()
      const res = await app.send(values)
      expect(res.status).toBe(502)
      expect((await app.storedMessages()).some((m) => m.subject === values.subject)).toBe(true)
    } finally {
      await app.close()
      await endpoint.close()
    }
  })

  it('answers 502 when the endpoint cannot be reached', async () => {
    const endpoint = await startFormEndpoint(200)
    await endpoint.close()
    const app = await startContactApp({ database, contactFormEndpoint: endpoint.url })
    try {
      expect((await app.send(validMessage())).status).toBe(502)
    } finally {
      await app.close()
    }
  })
})
