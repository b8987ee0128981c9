import http from 'node:http'
import type { ListenEvent, MutationEvent } from '@sanity/client'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { LISTEN_MAX_LIFETIME_MS } from '@/server/content-lake/limits'
import { startLake, TOKEN, waitFor, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await startLake()
  await h.writer.createOrReplace({ _id: 'p-listen', _type: 'product', title: 'Before', price: 10 })
})
afterAll(() => h.stop(true))

type Event = ListenEvent<Record<string, unknown>>

/** A listen stream over node:http, so a test can stop reading it and see when the server ends it. */
function rawListen(url: string, headers: Record<string, string> = {}) {
  return new Promise<{
    next(): Promise<string>
    pause(): void
    resume(): void
    close(): void
    ended(): boolean
    received(): number
  }>((resolve, reject) => {
    const req = http.get(url, { headers }, (res) => {
      let ended = false
      let received = 0
      const chunks: string[] = []
      const waiting: Array<(chunk: string) => void> = []
      res.on('data', (chunk: Buffer) => {
        received += chunk.length
        const text = chunk.toString('utf8')
        const waiter = waiting.shift()
        if (waiter) waiter(text)
        else chunks.push(text)
      })
      res.on('close', () => (ended = true))
      res.on('error', () => (ended = true))
      resolve({
        next: () => new Promise((done) => (chunks.length ? done(chunks.shift()!) : waiting.push(done))),
        pause: () => res.pause(),
        resume: () => res.resume(),
        close: () => req.destroy(),
        ended: () => ended,
        received: () => received,
      })
    })
    req.on('error', reject)
  })
}

function collect(client = h.client(), query = '*[_type == "product" && price < $max]', params = { max: 100 }) {
  const events: Event[] = []
  const subscription = client
    .listen(query, params, { events: ['welcome', 'mutation'], includeResult: true, includePreviousRevision: true })
    .subscribe({ next: (e) => events.push(e) })
  return {
    events,
    stop: () => subscription.unsubscribe(),
    mutations: () => events.filter((e): e is MutationEvent => e.type === 'mutation'),
  }
}

describe('listen', () => {
  it('sends welcome, then mutation events with appear / update / disappear transitions', async () => {
    const l = collect()
    await waitFor(() => l.events.find((e) => e.type === 'welcome'))

    await h.writer.patch('p-listen').set({ title: 'After' }).commit()
    await h.writer.createOrReplace({ _id: 'p-other-type', _type: 'category', title: 'not matched' })
    await h.writer.createOrReplace({ _id: 'p-new', _type: 'product', title: 'New', price: 5 })
    await h.writer.patch('p-listen').set({ price: 500 }).commit() // leaves the filter
    await waitFor(() => l.mutations().length >= 3)
    l.stop()

    const [update, appear, disappear] = l.mutations()
    expect(update).toMatchObject({
      documentId: 'p-listen',
      transition: 'update',
      result: { title: 'After' },
      previous: { title: 'Before' },
    })
    expect(update!.resultRev).not.toBe(update!.previousRev)
    expect(appear).toMatchObject({ documentId: 'p-new', transition: 'appear', result: { title: 'New' } })
    expect(disappear).toMatchObject({ documentId: 'p-listen', transition: 'disappear' })
    expect(l.mutations().map((e) => e.documentId)).not.toContain('p-other-type')
  })

  it('reports deletes as disappear and chains revisions', async () => {
    const l = collect()
    await waitFor(() => l.events.find((e) => e.type === 'welcome'))
    const created = await h.writer.createOrReplace({ _id: 'p-gone', _type: 'product', price: 1 })
    await h.writer.delete('p-gone')
    await waitFor(() => l.mutations().length >= 2)
    l.stop()
    const [appear, gone] = l.mutations()
    expect(appear).toMatchObject({ transition: 'appear', resultRev: created._rev })
    expect(gone).toMatchObject({ documentId: 'p-gone', transition: 'disappear', previousRev: created._rev })
    expect(gone).not.toHaveProperty('result')
  })

  it('does not send draft changes to listeners without the token, but does with it', async () => {
    const anonymous = collect()
    const editor = collect(h.client(TOKEN))
    await waitFor(
      () => anonymous.events.some((e) => e.type === 'welcome') && editor.events.some((e) => e.type === 'welcome'),
    )
    await h.writer.createOrReplace({ _id: 'drafts.p-secret', _type: 'product', price: 1 })
    await h.writer.createOrReplace({ _id: 'p-public', _type: 'product', price: 1 })
    await waitFor(() => anonymous.mutations().some((e) => e.documentId === 'p-public'))
    await waitFor(() => editor.mutations().some((e) => e.documentId === 'p-public'))
    anonymous.stop()
    editor.stop()
    expect(anonymous.mutations().map((e) => e.documentId)).toEqual(['p-public'])
    expect(editor.mutations().map((e) => e.documentId)).toEqual(['drafts.p-secret', 'p-public'])
  })

  it('streams text/event-stream with a welcome event, and reports bad queries as channelError', async () => {
    const controller = new AbortController()
    const res = await fetch(
      `${h.apiHost}/v2022-03-07/data/listen/production?query=${encodeURIComponent('*[_type=="x"]')}`,
      {
        signal: controller.signal,
      },
    )
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/)
    const reader = res.body!.getReader()
    const { value } = await reader.read()
    expect(new TextDecoder().decode(value)).toMatch(/^event: welcome\ndata: \{"listenerName":"\w+"\}\n\n/)
    controller.abort()

    const failed = await new Promise<Error>((resolve) => {
      h.client().listen('*[_type ==', {}).subscribe({ error: resolve })
    })
    expect(failed.message).toMatch(/parse error|Syntax error/i)
  })

  it('sends keep-alive comment lines while idle, and leaves out the result when includeResult=false', async () => {
    // The server runs in this process, so faking setInterval drives its keep-alive timer.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const controller = new AbortController()
    try {
      const query = encodeURIComponent('*[_id == "p-quiet"]')
      const res = await fetch(`${h.apiHost}/v2022-03-07/data/listen/production?query=${query}&includeResult=false`, {
        signal: controller.signal,
      })
      const reader = res.body!.getReader()
      const decoder = new TextDecoder()
      let text = decoder.decode((await reader.read()).value)
      expect(text).toMatch(/^event: welcome/)
      vi.advanceTimersByTime(30_000)
      text = decoder.decode((await reader.read()).value)
      expect(text).toBe(': keep-alive\n\n')
      await h.writer.createOrReplace({ _id: 'p-quiet', _type: 'x' })
      text = decoder.decode((await reader.read()).value)
      const data = JSON.parse(/^data: (.*)$/m.exec(text)![1]!)
      expect(data).toMatchObject({ documentId: 'p-quiet', transition: 'appear' })
      expect(data).not.toHaveProperty('result')
    } finally {
      controller.abort()
      vi.useRealTimers()
    }
  })

  it('ends a stream after its maximum lifetime (EventSource clients reconnect)', async () => {
    // The lifetime timer is a setTimeout in this process; node:http's own timers are not faked.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    let stream: Awaited<ReturnType<typeof rawListen>>
    try {
      stream = await rawListen(`${h.apiHost}/v2022-03-07/data/listen/production?query=*`)
      await stream.next() // welcome
      vi.advanceTimersByTime(LISTEN_MAX_LIFETIME_MS - 1000)
      expect(stream.ended()).toBe(false)
      vi.advanceTimersByTime(1000)
    } finally {
      vi.useRealTimers()
    }
    await waitFor(() => stream.ended())
  })

  it('drops a client that stops reading instead of buffering events for it', async () => {
    const stream = await rawListen(`${h.apiHost}/v2022-03-07/data/listen/production?query=*[_type=="bulky"]`)
    await stream.next() // welcome
    stream.pause()
    const filler = 'x'.repeat(200_000)
    const docs = Array.from({ length: 40 }, (_, i) => ({ _id: `bulky-${i}`, _type: 'bulky', filler }))
    const tx = h.writer.transaction()
    for (const doc of docs) tx.createOrReplace(doc)
    await tx.commit()
    stream.resume()
    await waitFor(() => stream.ended(), 10_000)
    expect(stream.received()).toBeLessThan(docs.length * filler.length)
  })

  it('lets token holders listen with any query; anonymous callers only with filters', async () => {
    const query = encodeURIComponent('*[_type == "product"]{title}')
    const url = `${h.apiHost}/v2022-03-07/data/listen/production?query=${query}`
    const asEditor = await rawListen(url, { authorization: `Bearer ${TOKEN}` })
    expect(await asEditor.next()).toMatch(/^event: welcome/)
    asEditor.close()
    const anonymous = await rawListen(url)
    expect(await anonymous.next()).toMatch(/^event: channelError\ndata: .*"type":"listenQueryError"/)
    anonymous.close()
  })

  it('ends open streams cleanly when the lake closes', async () => {
    const own = await startLake()
    const res = await fetch(`${own.apiHost}/v2022-03-07/data/listen/production?query=${encodeURIComponent('*')}`)
    const reader = res.body!.getReader()
    await reader.read() // welcome
    const ended = (async () => {
      for (;;) if ((await reader.read()).done) return true
    })()
    await own.stop(true)
    expect(await ended).toBe(true)
  })
})
