/**
 * The extra head tag of a page whose URL holds a secret token (a mail link's): keeps the token out of the Referer of
 * every request the page makes (docs/product.md §2.18). Set in the page's +config.ts (`Head: noReferrerHead`), with its
 * other settings for the token; a server-only setting, so no page carries it in its JavaScript.
 */
export const noReferrerHead = <meta name="referrer" content="no-referrer" />
