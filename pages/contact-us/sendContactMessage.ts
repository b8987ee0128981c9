import { pageLanguageHeaders } from '@/lib/i18n/requestLanguage'
import { apiRoutes } from '@/lib/routes'
import type { ContactInput } from '@/lib/validation/contact'

/**
 * Always our own endpoint (server/contact/routes.ts), even when a third-party form service is configured: the server
 * forwards to it, so the CSP keeps `connect-src 'self'` and the service's address never reaches the browser.
 */

export function sendContactMessage(values: ContactInput): Promise<Response> {
  return fetch(apiRoutes.contact, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...pageLanguageHeaders() },
    body: JSON.stringify({
      fullName: values.fullName,
      email: values.email,
      subject: values.subject,
      message: values.message,
    }),
  })
}
