/**
 * The message catalogue (docs/adr/0009-message-catalogue.md): every text a shopper reads lives in one screen module
 * under lib/i18n/messages/, which holds that screen's English catalogue and its Arabic one side by side. A component
 * takes its screen's messages in the page's language with `useMessages(cartMessages)`; the server (mails, errors)
 * with `messagesIn(cartMessages, locale)`.
 *
 * A message is a string, or a function for one with values in it; the Arabic catalogue is typed from the English one,
 * so a missing or misspelt key, or a message that takes other values, is a type error
 * (and tests/unit/i18n/catalogue.test.ts checks the keys at run time too).
 */
import { LANGUAGE_TAGS, type Locale } from './locale'

/** A message: a text, a text with values (`(name) => …`), or a nested group. */
type Message = string | ((...values: never[]) => string) | { readonly [key: string]: Message }

/** The shape another language must give a screen's English messages: the same keys, texts for texts. */
export type Translation<T> = T extends string
  ? string
  : T extends (...values: infer V) => string
    ? (...values: V) => string
    : { readonly [K in keyof T]: Translation<T[K]> }

/** One screen's messages in every language (`M` is the screen's catalogue type, the same in each). */
export type ScreenMessages<M> = Readonly<Record<Locale, M>>

/** Declares a screen's catalogues: the English one is the source of the types. */
export function defineMessages<const T extends { readonly [key: string]: Message }>(catalogues: {
  en: T
  ar: Translation<T>
}): ScreenMessages<Translation<T>> {
  return catalogues as unknown as ScreenMessages<Translation<T>>
}

/** A screen's messages in one language. */
export function messagesIn<M>(screen: ScreenMessages<M>, locale: Locale): M {
  return screen[locale]
}

/** CLDR plural categories; Arabic uses all six, English `one` and `other`. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, (count: string) => string>> & {
  other: (count: string) => string
}

const pluralRules = new Map<Locale, Intl.PluralRules>()

/**
 * A message that depends on a count, by the language's CLDR plural rules: `plural('ar', { zero, one, two, few, many,
 * other })`. The count is written with Latin digits in both languages (docs/product.md §19). Marked free of side
 * effects for the bundler: a module's Arabic plurals then leave English pages with its Arabic catalogue
 * (lib/i18n/languageChunksPlugin.ts).
 */
/* @__NO_SIDE_EFFECTS__ */
export function plural(locale: Locale, forms: PluralForms): (count: number) => string {
  return (count) => {
    let rules = pluralRules.get(locale)
    if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(LANGUAGE_TAGS[locale])))
    const form = forms[rules.select(count)] ?? forms.other
    return form(formatCount(count))
  }
}

/** A count with Latin digits (pinned: server and browser must agree, or hydration fails). */
export function formatCount(count: number): string {
  return String(count)
}
