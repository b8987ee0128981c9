import { render } from 'vike/abort'
import { describe, expect, it } from 'vitest'
import { CONTENT_UNAVAILABLE_MESSAGE, ContentUnavailableError, contentOr503 } from '@/lib/content/unavailable'
import { createSwrCache } from '@/server/catalogue/cache'

function setup(freshMs = 1000, maxEntries = 10) {
  let time = 0
  const cache = createSwrCache({ freshMs, maxEntries, now: () => time })
  return { cache, advance: (ms: number) => (time += ms) }
}

/** A loader whose calls are counted and whose answers the test controls. */
function loader(values: Array<string | Error>) {
  let calls = 0
  const load = () => {
    const value = values[Math.min(calls, values.length - 1)]!
    calls += 1
    return value instanceof Error ? Promise.reject(value) : Promise.resolve(value)
  }
  return { load, calls: () => calls }
}

describe('stale-while-revalidate cache', () => {
  it('revalidate() runs every cached query again and reports exactly the keys whose result changed', async () => {
    const changed: string[] = []
    const c = createSwrCache({ freshMs: Infinity, maxEntries: 10, onChange: (key) => changed.push(key) })
    const answers: Record<string, unknown> = { a: [1, 2], b: { title: 'Abaya' }, c: 'same' }
    for (const key of Object.keys(answers)) await c.get(key, async () => structuredClone(answers[key]))
    answers.b = { title: 'Abaya (renamed)' }
    await c.revalidate()
    expect(changed).toEqual(['b'])
    expect(await c.get('b', async () => 'not asked')).toEqual({ title: 'Abaya (renamed)' })
  })

  it('revalidate(affected) runs only the keys whose dependencies it selects, derived again when a value changes', async () => {
    const changed: string[] = []
    const ran: string[] = []
    const c = createSwrCache<string>({
      freshMs: Infinity,
      maxEntries: 10,
      onChange: (key) => changed.push(key),
      dependencies: (_key, value) => String(value),
    })
    const answers: Record<string, string> = { a: 'red', b: 'blue', c: 'red' }
    const loader = (key: string) => async () => {
      ran.push(key)
      return answers[key]
    }
    for (const key of Object.keys(answers)) await c.get(key, loader(key))
    ran.length = 0
    answers.a = 'blue'
    expect(await c.revalidate((depends) => depends === 'red')).toBe(2)
    expect([ran.sort(), changed]).toEqual([['a', 'c'], ['a']])
    // a's new value is what it depends on now.
    ran.length = 0
    expect(await c.revalidate((depends) => depends === 'blue')).toBe(2)
    expect(ran.sort()).toEqual(['a', 'b'])
  })

  it('keeps the last good value when a revalidation fails, and reports nothing for it', async () => {
    const changed: string[] = []
    const errors: string[] = []
    const c = createSwrCache({
      freshMs: Infinity,
      maxEntries: 10,
      onChange: (key) => changed.push(key),
      onRefreshError: (key) => errors.push(key),
    })
    let fail = false
    await c.get('k', async () => {
      if (fail) throw new Error('content source down')
      return 'good'
    })
    fail = true
    await c.revalidate()
    expect(errors).toEqual(['k'])
    expect(changed).toEqual([])
    expect(await c.get('k', async () => 'not asked')).toBe('good')
  })

  it('reports keys that leave the cache (LRU and clear), since nothing revalidates them any more', async () => {
    const changed: string[] = []
    const c = createSwrCache({ freshMs: Infinity, maxEntries: 2, onChange: (key) => changed.push(key) })
    for (const key of ['a', 'b', 'c']) await c.get(key, async () => key)
    expect(changed).toEqual(['a'])
    c.clear()
    expect(changed).toEqual(['a', 'b', 'c'])
  })

  it('serves fresh entries from memory and shares one load between concurrent misses', async () => {
    const { cache } = setup()
    const l = loader(['a'])
    expect(await Promise.all([cache.get('k', l.load), cache.get('k', l.load)])).toEqual(['a', 'a'])
    expect(await cache.get('k', l.load)).toBe('a')
    expect(l.calls()).toBe(1)
  })

  it('serves a stale entry at once and refreshes it once in the background', async () => {
    const { cache, advance } = setup()
    let calls = 0
    let finish!: (value: string) => void
    const load = () => {
      calls += 1
      return calls === 1 ? Promise.resolve('old') : new Promise<string>((resolve) => (finish = resolve))
    }
    await cache.get('k', load)
    advance(1000)
    expect(await cache.get('k', load)).toBe('old')
    expect(await cache.get('k', load)).toBe('old')
    expect(calls).toBe(2)
    finish('new')
    await expect.poll(() => cache.get('k', load)).toBe('new')
  })

  it('keeps serving the stale value when the refresh fails, and retries on a later request', async () => {
    const errors: string[] = []
    let time = 0
    const c = createSwrCache({ freshMs: 10, maxEntries: 5, now: () => time, onRefreshError: (key) => errors.push(key) })
    const l = loader(['v', new Error('down'), 'v2'])
    await c.get('k', l.load)
    time += 10
    expect(await c.get('k', l.load)).toBe('v')
    await expect.poll(() => errors).toEqual(['k'])
    expect(await c.get('k', l.load)).toBe('v')
    await expect.poll(() => c.get('k', l.load)).toBe('v2')
  })

  it('rejects a miss whose load fails, without caching the failure', async () => {
    const { cache } = setup()
    const l = loader([new Error('down'), 'back'])
    await expect(cache.get('k', l.load)).rejects.toThrow('down')
    expect(await cache.get('k', l.load)).toBe('back')
  })

  it('drops the least recently used entry beyond its size', async () => {
    const { cache } = setup(1000, 2)
    await cache.get('a', () => Promise.resolve(1))
    await cache.get('b', () => Promise.resolve(2))
    await cache.get('a', () => Promise.resolve(-1))
    await cache.get('c', () => Promise.resolve(3))
    expect(cache.size).toBe(2)
    expect(await cache.get('a', () => Promise.resolve(-1))).toBe(1)
    expect(await cache.get('b', () => Promise.resolve(20))).toBe(20)
  })

  it('clear() drops everything, and a load started before it is not stored', async () => {
    const { cache } = setup()
    await cache.get('k', () => Promise.resolve('v1'))
    let finish!: (value: string) => void
    cache.clear()
    const slow = cache.get('k', () => new Promise<string>((resolve) => (finish = resolve)))
    cache.clear()
    finish('from before the purge')
    expect(await slow).toBe('from before the purge')
    expect(await cache.get('k', () => Promise.resolve('v2'))).toBe('v2')
  })
})

describe('contentOr503', () => {
  it('turns a content failure into the 503 error page', async () => {
    const error = await contentOr503(Promise.reject(new ContentUnavailableError('down'))).catch((e: unknown) => e)
    expect(error).toMatchObject({
      _pageContextAbort: { abortStatusCode: 503, abortReason: CONTENT_UNAVAILABLE_MESSAGE },
    })
  })

  it('lets other aborts (404, redirects) and values through', async () => {
    const notFound = render(404, 'Product not found')
    await expect(contentOr503(Promise.reject(notFound))).rejects.toBe(notFound)
    expect(await contentOr503(Promise.resolve(42))).toBe(42)
  })
})
