/**
 * The fault proxies' own thread (proxy.ts): the bytes between the shop and PostgreSQL, Redis, SMTP or the content
 * API are forwarded here, on an event loop that nothing else uses. On the load generator's loop (the soak's 200
 * connections) every forwarded chunk waited behind autocannon: a PostgreSQL round trip through the proxy took twice
 * the direct one (docs/reliability.md), a latency no real network adds. Plain JavaScript: a worker is loaded by
 * Node itself, under tsx and vitest alike.
 *
 * Commands arrive as messages `{ op, id, ... }`; each is acknowledged through the shared `done` cell (Atomics), so
 * the caller's cut() or hang() has taken effect when it returns, as it did on the caller's own loop.
 */
import { connect, createServer } from 'node:net'
import { parentPort, workerData } from 'node:worker_threads'

const done = new Int32Array(workerData.done)
/** id → { server, mode, latencyMs, pairs } */
const proxies = new Map()

function acknowledge(value = 1) {
  Atomics.store(done, 0, value)
  Atomics.notify(done, 0)
}

function forward(proxy, client, target) {
  const upstream = connect(target.port, target.host)
  const pair = [client, upstream]
  proxy.pairs.add(pair)
  upstream.on('error', () => client.destroy())
  const end = () => {
    proxy.pairs.delete(pair)
    client.destroy()
    upstream.destroy()
  }
  client.on('close', end)
  upstream.on('close', end)
  client.pipe(upstream)
  upstream.on('data', (chunk) => {
    if (proxy.latencyMs === 0) return void client.write(chunk)
    upstream.pause()
    setTimeout(() => {
      if (!client.destroyed) client.write(chunk)
      upstream.resume()
    }, proxy.latencyMs)
  })
  upstream.on('end', () => client.end())
}

function start(id, target) {
  const proxy = { mode: 'up', latencyMs: 0, pairs: new Set(), server: undefined }
  proxy.server = createServer((client) => {
    client.on('error', () => undefined)
    if (proxy.mode === 'down') return void client.resetAndDestroy()
    if (proxy.mode === 'hang') {
      const pair = [client, undefined]
      proxy.pairs.add(pair)
      client.on('close', () => proxy.pairs.delete(pair))
      client.resume()
      return
    }
    forward(proxy, client, target)
  })
  proxy.server.once('error', (error) => parentPort.postMessage({ id, error: String(error) }))
  proxy.server.listen(0, '127.0.0.1', () => {
    proxies.set(id, proxy)
    parentPort.postMessage({ id, port: proxy.server.address().port })
  })
}

function dropAll(proxy) {
  for (const [client, upstream] of proxy.pairs) {
    client.resetAndDestroy()
    upstream?.resetAndDestroy()
  }
  proxy.pairs.clear()
}

const commands = {
  cut(proxy) {
    proxy.mode = 'down'
    dropAll(proxy)
  },
  hang(proxy) {
    proxy.mode = 'hang'
    // Established connections go silent too: stop forwarding in both directions.
    for (const [client, upstream] of proxy.pairs) {
      client.unpipe()
      upstream?.removeAllListeners('data')
      upstream?.pause()
      client.removeAllListeners('data')
      client.resume()
    }
  },
  delay(proxy, { ms }) {
    proxy.latencyMs = ms
  },
  restore(proxy) {
    // Hung connections stay unusable: drop them so clients reconnect through a working proxy.
    if (proxy.mode === 'hang') dropAll(proxy)
    proxy.mode = 'up'
    proxy.latencyMs = 0
  },
}

parentPort.on('message', (message) => {
  if (message.op === 'start') return start(message.id, message.target)
  const proxy = proxies.get(message.id)
  if (message.op === 'close') {
    if (!proxy) return void parentPort.postMessage({ id: message.id, closed: true })
    dropAll(proxy)
    proxies.delete(message.id)
    proxy.server.close(() => parentPort.postMessage({ id: message.id, closed: true }))
    return
  }
  if (proxy) commands[message.op]?.(proxy, message)
  acknowledge()
})
