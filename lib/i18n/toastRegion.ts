import { LOCALES, type Locale } from './locale'
import { messagesIn } from './messages'
import { commonMessages } from './messages/common'

/**
 * The accessible name of the toast region in a language, as a pattern (Radix appends the hotkey): how tests and
 * story plays find the toasts without writing the label again. Without a language, either language's name.
 */
export function toastRegionName(locale?: Locale): RegExp {
  const names = (locale ? [locale] : LOCALES).map((l) =>
    messagesIn(commonMessages, l).notifications.replace(' ({hotkey})', ''),
  )
  return new RegExp(`^(${names.join('|')})`)
}
