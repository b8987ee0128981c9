/**
 * The schemas of lib/validation are language-free: each message is a key of the validation catalogue
 * (lib/i18n/messages/validation.ts), and the edge that shows or answers a refusal says it in the reader's language
 * (./issues.ts: the forms' resolver, the server's input parser). One schema per input, parsed once on each side.
 * A type import only: the schemas carry no texts.
 */
import type { validationMessages } from '../i18n/messages/validation'

type Catalogue = (typeof validationMessages)['en']

/** The dotted paths of the catalogue's texts: `email`, `link.invalidToken`, … */
type Keys<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string | ((...args: never[]) => string)
    ? `${Prefix}${K}`
    : Keys<T[K], `${Prefix}${K}.`>
}[keyof T & string]

export type ValidationKey = Keys<Catalogue>

/** A schema's message: the key of its text, checked against the catalogue. */
export function text(key: ValidationKey): ValidationKey {
  return key
}
