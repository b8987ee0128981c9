import { SIGNUP_PROOF_STORAGE_KEY } from '../constants'

/**
 * The sign-up's claim secret (docs/product.md §17.1, docs/security/accounts.md N5): made when the shopper signs up,
 * kept in this browser, and sent again with the verification link. Opened in the browser that signed up, the link
 * proves the registrant holds the inbox, so guest orders paid with the address join the account. Storage can throw
 * (privacy modes): then the orders join after a "Forgot password" link instead.
 */
export function newSignupProof(): string | undefined {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  const proof = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
  try {
    localStorage.setItem(SIGNUP_PROOF_STORAGE_KEY, proof)
    return proof
  } catch {
    return undefined
  }
}

/** The secret this browser kept, once: it is forgotten as it is read (a link works once). */
export function takeSignupProof(): string | undefined {
  try {
    const proof = localStorage.getItem(SIGNUP_PROOF_STORAGE_KEY) ?? undefined
    localStorage.removeItem(SIGNUP_PROOF_STORAGE_KEY)
    return proof
  } catch {
    return undefined
  }
}
