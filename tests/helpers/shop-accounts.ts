/**
 * Accounts on a running shop (harness/shop.ts) over GraphQL, as a client outside the storefront writes its
 * requests, with the mail read from the loopback SMTP server the shop was given as SMTP_URL.
 */
import { expect } from 'vitest'
import { REGISTER, VERIFY } from './account-documents'
import { gql } from '@/harness/graphql'
import type { ShopProcess } from '@/harness/shop'
import type { CapturedMail, TestSmtpServer } from '@/harness/smtp'

/** `register`'s variables for `email`, the password typed twice. */
export const registerInput = (email: string, password: string, fullName = 'Amina Rahman') => ({
  input: { fullName, email, password, confirmPassword: password },
})

/** The account steps that read their links from `smtp`. */
export function accountSteps(smtp: TestSmtpServer) {
  /** The token at the end of the newest link to `path` mailed to `to` after message number `after`. */
  async function mailedToken(to: string, path: string, after = 0): Promise<{ token: string; mail: CapturedMail }> {
    const mail = await smtp.waitFor(
      (m) => m.to.includes(to) && smtp.messages.indexOf(m) >= after && m.text.includes(path),
      20_000,
    )
    const url = mail.text.match(/https?:\/\/\S+/g)?.find((u) => u.includes(path))
    if (!url) throw new Error(`no ${path} link in "${mail.subject}"`)
    return { token: decodeURIComponent(url.slice(url.indexOf(path) + path.length)), mail }
  }

  /** Registers `email` (from client `ip`): the token of the verification link mailed for it. */
  async function register(shop: ShopProcess, email: string, password: string, name?: string, ip?: string) {
    const before = smtp.messages.length
    const answer = await gql(shop, REGISTER, registerInput(email, password, name), { ip })
    expect(answer.error).toBeUndefined()
    return (await mailedToken(email, '/verify/', before)).token
  }

  /** Registers `email` (from client `ip`) and verifies it with the mailed link. */
  async function registerVerified(shop: ShopProcess, email: string, password: string, ip?: string): Promise<void> {
    const token = await register(shop, email, password, undefined, ip)
    expect((await gql(shop, VERIFY, { token })).error).toBeUndefined()
  }

  return { mailedToken, register, registerVerified }
}
