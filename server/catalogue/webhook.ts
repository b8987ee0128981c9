/**
 * Sanity webhook signatures (the scheme of @sanity/webhook): header `sanity-webhook-signature: t=<ms>,v1=<sig>`
 * where sig is base64url(HMAC-SHA256(secret, `${t}.${rawBody}`)). Old timestamps are refused against replays.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

export const SIGNATURE_HEADER = 'sanity-webhook-signature'
export const SIGNATURE_TOLERANCE_MS = 5 * 60 * 1000

const base64url = (buffer: Buffer) =>
  buffer.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

export function signWebhookPayload(secret: string, body: string, timestamp = Date.now()): string {
  const signature = base64url(createHmac('sha256', secret).update(`${timestamp}.${body}`).digest())
  return `t=${timestamp},v1=${signature}`
}

export function isValidWebhookSignature(
  secret: string,
  body: string,
  header: string | undefined,
  now = Date.now(),
): boolean {
  if (!header) return false
  const parts = Object.fromEntries(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]))
  const timestamp = Number(parts.t)
  if (!Number.isFinite(timestamp) || !parts.v1) return false
  if (Math.abs(now - timestamp) > SIGNATURE_TOLERANCE_MS) return false
  const expected = Buffer.from(signWebhookPayload(secret, body, timestamp))
  const given = Buffer.from(`t=${parts.t},v1=${parts.v1}`)
  return expected.length === given.length && timingSafeEqual(expected, given)
}
