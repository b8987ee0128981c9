/**
 * The thank-you page's account offer opens sign-up with the order's address already filled in
 * (docs/product.md §10.6). The address travels in the URL's fragment, which the browser sends to no server and in no
 * Referer, so it reaches neither the shop's logs nor anyone else's.
 */

/** `/signup#email=…` (or the Arabic sign-up path given): sign-up with `email` filled in. */
export function signupWithEmail(signupPath: string, email: string): string {
  return `${signupPath}#${new URLSearchParams({ email }).toString()}`
}

/** The address a sign-up link carries in its fragment (`#email=…`, with or without the `#`), if it looks like one. */
export function emailFromSignupHash(hash: string | null | undefined): string | undefined {
  const email = new URLSearchParams((hash ?? '').replace(/^#/, '')).get('email')?.trim()
  // Only a prefill: the form's own validation still checks it; this keeps junk out of the field.
  return email && email.length <= 254 && /^[^\s@]+@[^\s@]+$/.test(email) ? email : undefined
}
