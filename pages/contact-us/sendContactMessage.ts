import type { ContactInput } from '../../lib/validation/contact'

/**
 * Always our own endpoint (server/contact/routes.ts), even when a third-party form service is configured: the server
 * forwards to it, so the CSP keeps `connect-src 'self'` and the service's address never reaches the browser.
 */
const CONTACT_API_PATH = '/api/contact'

export function sendContactMessage(values: ContactInput): Promise<Response> {
  return fetch(CONTACT_API_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ fullName: values.fullName, email: values.email, subject: values.subject, message: values.message }),
  })
}
