import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadUnitsLeft } from '@/lib/catalogue/stockClient'

/*
 * docs/product.md §16.4: the product page and the wishlist show the units left now, once the page has loaded; a
 * lookup that fails leaves what was shown (checkout checks again) and says so in the console only.
 */
describe('loadUnitsLeft', () => {
  afterEach(() => vi.restoreAllMocks())

  it('asks for every variant and hands on the units left', async () => {
    const urls: string[] = []
    const fetchImpl: typeof fetch = async (input) => {
      urls.push(typeof input === 'string' ? input : 'not a string')
      return Response.json({ unitsLeft: { a: 2, b: 0 } })
    }
    const onUnitsLeft = vi.fn()
    await loadUnitsLeft('a,b', onUnitsLeft, new AbortController().signal, fetchImpl)
    expect(urls).toEqual(['/api/stock?price_id=a&price_id=b'])
    expect(onUnitsLeft).toHaveBeenCalledWith({ a: 2, b: 0 })
  })

  it('warns and hands on nothing when the lookup fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const onUnitsLeft = vi.fn()
    const unavailable = async () => new Response('busy', { status: 503 })
    await loadUnitsLeft('a', onUnitsLeft, new AbortController().signal, unavailable)
    expect(onUnitsLeft).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledWith('Could not check the stock just now.', expect.any(Error))
  })

  it('stays quiet about a lookup the page no longer wants', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const controller = new AbortController()
    const onUnitsLeft = vi.fn()
    const aborted = async () => {
      controller.abort()
      throw new DOMException('The operation was aborted.', 'AbortError')
    }
    await loadUnitsLeft('a', onUnitsLeft, controller.signal, aborted)
    expect(onUnitsLeft).not.toHaveBeenCalled()
    expect(warn).not.toHaveBeenCalled()
  })
})
