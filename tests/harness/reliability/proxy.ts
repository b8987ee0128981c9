/**
 * A TCP proxy on loopback between the shop and one outside system (PostgreSQL, Redis, SMTP, the content API).
 * Cutting it is a real outage as the shop sees one: open connections are reset and new ones are refused, or, in
 * `hang` mode, accepted and never answered. Nothing in the shop is mocked.
 */
import { createServer, connect, type Server, type Socket } from 'node:net'

export type ProxyMode = 'up' | 'down' | 'hang'

export interface FaultProxy {
  port: number
  /** host:port of the proxy, for URLs. */
  address: string
  mode(): ProxyMode
  /** Resets every open connection and refuses new ones (a stopped server). */
  cut(): void
  /** Accepts connections but forwards nothing (a hung server or a black-holed network). */
  hang(): void
  /** Adds this much latency to every chunk from the target (0: none). */
  delay(ms: number): void
  restore(): void
  close(): Promise<void>
}

export async function startFaultProxy(target: { host: string; port: number }): Promise<FaultProxy> {
  let mode: ProxyMode = 'up'
  let latencyMs = 0
  const pairs = new Set<[Socket, Socket | undefined]>()

  const server: Server = createServer((client) => {
    client.on('error', () => undefined)
    if (mode === 'down') return void client.resetAndDestroy()
    if (mode === 'hang') {
      const pair: [Socket, undefined] = [client, undefined]
      pairs.add(pair)
      client.on('close', () => pairs.delete(pair))
      client.resume()
      return
    }
    const upstream = connect(target.port, target.host)
    const pair: [Socket, Socket] = [client, upstream]
    pairs.add(pair)
    upstream.on('error', () => client.destroy())
    const end = () => {
      pairs.delete(pair)
      client.destroy()
      upstream.destroy()
    }
    client.on('close', end)
    upstream.on('close', end)
    client.pipe(upstream)
    upstream.on('data', (chunk: Buffer) => {
      if (latencyMs === 0) return void client.write(chunk)
      upstream.pause()
      setTimeout(() => {
        if (!client.destroyed) client.write(chunk)
        upstream.resume()
      }, latencyMs)
    })
    upstream.on('end', () => client.end())
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const port = (server.address() as { port: number }).port

  const dropAll = () => {
    for (const [client, upstream] of pairs) {
      client.resetAndDestroy()
      upstream?.resetAndDestroy()
    }
    pairs.clear()
  }

  return {
    port,
    address: `127.0.0.1:${port}`,
    mode: () => mode,
    cut() {
      mode = 'down'
      dropAll()
    },
    hang() {
      mode = 'hang'
      // Established connections go silent too: stop forwarding in both directions.
      for (const [client, upstream] of pairs) {
        client.unpipe()
        upstream?.removeAllListeners('data')
        upstream?.pause()
        client.removeAllListeners('data')
        client.resume()
      }
    },
    delay(ms) {
      latencyMs = ms
    },
    restore() {
      // Hung connections stay unusable: drop them so clients reconnect through a working proxy.
      if (mode === 'hang') dropAll()
      mode = 'up'
      latencyMs = 0
    },
    close() {
      dropAll()
      return new Promise((resolve) => server.close(() => resolve()))
    },
  }
}
