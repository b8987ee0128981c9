/** The fast path picks the encoding the way the app does (`req.acceptsEncodings('br', 'gzip', 'identity')`). */
import { describe, expect, it } from 'vitest'
import { chooseEncoding } from '@/server/page-cache/fast-path'

describe('chooseEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['*', 'br'],
    ['deflate', 'identity'],
    ['BR', 'br'],
  ])('%j → %s', (header, encoding) => {
    expect(chooseEncoding(header)).toBe(encoding)
  })
})
