import { randomBytes } from 'node:crypto'

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** Random ids in the style of Sanity's generated document ids and revisions (22 base62 chars). */
export function randomId(length = 22): string {
  const bytes = randomBytes(length)
  let id = ''
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length]
  return id
}

/** Sanity's document id rule: letters, digits, `_`, `-`, `.`; at most 128 chars; no leading `-` or `.`. */
export const isValidDocumentId = (id: string) => /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/.test(id) && !id.includes('..')

/** Sanity's timestamps have second precision. */
export const timestamp = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z')
