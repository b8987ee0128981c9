/**
 * The shop's service promises shown on /contact-us. They are not in the spec's constants (§9), so they live here,
 * next to the one component that shows them; the reply time matches what the text pages promise.
 */
export const CONTACT_REPLY_TIME = 'within one business day'
export const CONTACT_HOURS = {
  days: 'Monday to Friday',
  time: '9 am – 5 pm',
  timeZone: 'Melbourne time',
  closed: 'Closed on Victorian public holidays',
} as const
