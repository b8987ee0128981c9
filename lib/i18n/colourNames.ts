import type { Locale } from './locale'
import { messagesIn } from './messages'
import { colourMessages } from './messages/colours'

/**
 * How a colour reads in a language: `Navy` in English, `كحلي` in Arabic; an unknown one as authored, isolated. The
 * table is the Arabic catalogue of lib/i18n/messages/colours.ts, so English pages never load it.
 */
export function colourName(colour: string, locale: Locale): string {
  return messagesIn(colourMessages, locale).name(colour)
}
