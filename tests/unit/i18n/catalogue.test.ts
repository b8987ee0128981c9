import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { plural } from '@/lib/i18n/messages'
import { LOCALES } from '@/lib/i18n/locale'

const dir = join(import.meta.dirname, '../../../lib/i18n/messages')

/** Every key path of a catalogue, with the kind of its message (text or function). */
function shape(catalogue: unknown, prefix = ''): string[] {
  if (typeof catalogue === 'string') return [`${prefix}: text`]
  if (typeof catalogue === 'function') return [`${prefix}: function`]
  return Object.entries(catalogue as Record<string, unknown>).flatMap(([key, value]) =>
    shape(value, prefix ? `${prefix}.${key}` : key),
  )
}

describe('the message catalogue', () => {
  const files = readdirSync(dir).filter((file) => file.endsWith('.ts'))

  it('has screens', () => {
    expect(files.length).toBeGreaterThan(0)
  })

  it.each(files)('%s: every language has every English key, of the same kind, and no text is empty', async (file) => {
    const screens = Object.values<Record<string, unknown>>(await import(join(dir, file)))
    for (const screen of screens) {
      const english = shape(screen.en)
      for (const locale of LOCALES) {
        expect(shape(screen[locale]), `${file}: ${locale}`).toEqual(english)
        const texts = JSON.stringify(screen[locale])
        expect(texts, `${file}: ${locale} has an empty text`).not.toContain('""')
      }
    }
  })
})

describe('plurals by CLDR rules', () => {
  const items = plural('ar', {
    zero: () => 'zero',
    one: () => 'one',
    two: () => 'two',
    few: (n) => `few ${n}`,
    many: (n) => `many ${n}`,
    other: (n) => `other ${n}`,
  })

  it('picks each of the six Arabic forms', () => {
    expect([0, 1, 2, 3, 10, 11, 99, 100, 102].map(items)).toEqual([
      'zero',
      'one',
      'two',
      'few 3',
      'few 10',
      'many 11',
      'many 99',
      'other 100',
      'other 102',
    ])
  })

  it('falls back to `other`, and English counts in Latin digits', () => {
    const english = plural('en', { one: (n) => `${n} item`, other: (n) => `${n} items` })
    expect([0, 1, 2, 1000].map(english)).toEqual(['0 items', '1 item', '2 items', '1000 items'])
  })
})
