/**
 * Several instances of the built shop as an operator runs them (docs/scaling.md, docs/operations.md): one PostgreSQL
 * database, one Redis, the content from a Sanity-compatible server (another shop's embedded lake), real SMTP on
 * loopback, and Debian's nginx on loopback balancing round robin in front. The checks here are the ones the
 * two-instance app test asserts and `npm run scale` measures: one place, so the test and the report cannot drift.
 *
 * Every instance gets a scratch PostgreSQL database and a scratch Redis database of its own run (dropped at the end),
 * so nothing here touches the machine's shared data.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { payFormBody } from './pay-form'
import { createScratchPostgresDatabase } from '@/harness/postgres'
import { gql } from './graphql'
import { listening } from './listening'
import { createScratchRedisDatabase } from './redis'
import { freePort, startShop, type ShopProcess } from './shop'
import { startSmtpServer, type TestSmtpServer } from './smtp'

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

/** Whether something listens at `url`'s host and port, within 500 ms. */
function listeningAt(url: string, defaultPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url)
  return listening(hostname, Number(port) || defaultPort)
}

/** Why a cluster cannot run here (printed by whoever skips), or undefined when it can. */
export async function clusterSkipReason(): Promise<string | undefined> {
  const { DATABASE_URL, REDIS_URL } = process.env
  if (!DATABASE_URL || !REDIS_URL) return 'DATABASE_URL and REDIS_URL are not both set'
  if (!(await listeningAt(DATABASE_URL, 5432))) return `PostgreSQL does not answer at ${new URL(DATABASE_URL).host}`
  if (!(await listeningAt(REDIS_URL, 6379))) return `Redis does not answer at ${new URL(REDIS_URL).host}`
  if (!existsSync(NGINX)) return `nginx is not installed at ${NGINX} (Debian's package \`nginx\`; NGINX_PATH)`
  return undefined
}

/** nginx as an unprivileged process: its own prefix, config, pid and logs in a temp directory. */
interface Balancer {
  url: string
  /** Points nginx at these instances (a graceful reload: old workers finish their requests). */
  route(ports: number[]): Promise<void>
  stop(): Promise<void>
}

function nginxConf(port: number, upstreams: number[], runAsRoot: boolean): string {
  return `${runAsRoot ? 'user root root;\n' : ''}worker_processes 1;
error_log logs/error.log warn;
pid logs/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path tmp/body;
  proxy_temp_path tmp/proxy;
  fastcgi_temp_path tmp/fastcgi;
  uwsgi_temp_path tmp/uwsgi;
  scgi_temp_path tmp/scgi;
  upstream shop {
${upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://shop;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # An instance that dies mid-request: idempotent requests (GET, HEAD) go to the next one, so the shopper sees
      # no error. POSTs are never replayed (nginx's default): a checkout is not sent twice.
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 3;
      proxy_connect_timeout 2s;
    }
  }
}
`
}

async function startBalancer(ports: number[]): Promise<Balancer> {
  const prefix = await mkdtemp(path.join(os.tmpdir(), 'storefront-nginx-'))
  for (const dir of ['logs', 'tmp']) await mkdir(path.join(prefix, dir))
  const port = await freePort()
  const conf = path.join(prefix, 'nginx.conf')
  const runAsRoot = process.getuid?.() === 0
  const write = (upstreams: number[]) => writeFile(conf, nginxConf(port, upstreams, runAsRoot))
  await write(ports)
  const child: ChildProcess = spawn(NGINX, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${port}`
  await waitUntil(
    'nginx to listen',
    async () => {
      if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`)
      return listeningAt(url, port)
    },
    10_000,
  )
  return {
    url,
    async route(next) {
      await write(next)
      const pid = Number(readFileSync(path.join(prefix, 'logs', 'nginx.pid'), 'utf8').trim())
      process.kill(pid, 'SIGHUP')
      // SIGHUP starts new workers on the new list; the old ones finish what they hold.
      await waitUntil('nginx to reload', async () => (await fetch(`${url}/healthz`)).ok, 10_000)
    },
    async stop() {
      child.kill('SIGTERM')
      await exited
      await rm(prefix, { recursive: true, force: true })
    },
  }
}

/** Polls `probe` until it returns something truthy; no fixed sleeps, a deadline with the condition's name. */
export async function waitUntil<T>(
  what: string,
  probe: () => Promise<T | undefined | false>,
  timeoutMs: number,
  everyMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe().catch(() => undefined)
    if (value) return value
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
}

export interface Cluster {
  /** nginx in front of every running instance. */
  url: string
  instances: ShopProcess[]
  /** The Sanity-compatible content server (an embedded lake). */
  content: ShopProcess
  smtp: TestSmtpServer
  databaseUrl: string
  /** Starts `count` more instances at the same moment and adds them to nginx. */
  grow(count: number): Promise<ShopProcess[]>
  /** SIGKILL one instance (a crash), then takes it out of nginx's list. */
  kill(instance: ShopProcess): Promise<void>
  /** Points nginx at the running instances again (after a kill the balancer learns it alone; this tidies up). */
  reroute(): Promise<void>
  query<R extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<R[]>
  close(): Promise<void>
}

/** Starts `count` instances at the same moment on an empty database, behind nginx. */
export async function startCluster(count: number): Promise<Cluster> {
  const database = await createScratchPostgresDatabase('shop_cluster')
  const redis = await createScratchRedisDatabase(process.env.REDIS_URL!)
  const smtp = await startSmtpServer()
  const content = await startShop()
  const pool = new pg.Pool({ connectionString: database.url, max: 2 })
  // An idle connection the server drops must not end the run (pg emits it as an event).
  pool.on('error', (error) => console.warn(`cluster database pool: ${error.message}`))
  const env = {
    NODE_ENV: 'production',
    // GST is on by default, and production wants the seller's ABN with it (docs/product.md §10.8).
    SHOP_ABN: '51 824 753 556',
    // One secret for all: a session signed by one instance is good on every other.
    JWT_SECRET: randomBytes(32).toString('base64url'),
    STAFF_FACTOR_KEY: randomBytes(32).toString('base64url'),
    DATABASE_URL: database.url,
    REDIS_URL: redis.url,
    SMTP_URL: smtp.url,
    ALLOW_TEST_PAYMENTS: 'true',
    RETURNS_ADDRESS: 'Noor & Thread Returns, 1 Test Lane, Brunswick VIC 3056',
    SANITY_PROJECT_ID: 'local',
    SANITY_DATASET: 'production',
    SANITY_API_HOST: `${content.url}/content`,
    // nginx on loopback is the one proxy: the client address is the one before it (tests pass X-Forwarded-For).
    TRUST_PROXY: 'loopback',
    LOG_LEVEL: 'warn',
  }
  const instances: ShopProcess[] = []
  let balancer: Balancer | undefined
  const launch = async (n: number) => {
    const started = await Promise.allSettled(Array.from({ length: n }, () => startShop({ freshDataDir: true, env })))
    const ok = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []))
    instances.push(...ok)
    const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected')
    if (failed) throw failed.reason
    return ok
  }
  /** Every step runs even when one fails (nothing left behind); the failures are reported together, by name. */
  const close = async () => {
    const steps: Array<[string, () => Promise<unknown>]> = [
      ['nginx', async () => balancer?.stop()],
      ['instances', () => Promise.all([...instances.splice(0), content].map((shop) => shop.stop()))],
      ['database pool', () => pool.end()],
      ['SMTP server', () => smtp.stop()],
      ['scratch Redis database', () => redis.drop()],
      ['scratch PostgreSQL database', () => database.drop()],
    ]
    const failed: string[] = []
    for (const [name, step] of steps)
      await step().catch((error: unknown) =>
        failed.push(`${name}: ${error instanceof Error ? error.message : String(error)}`),
      )
    if (failed.length) throw new Error(`stopping the cluster failed: ${failed.join('; ')}`)
  }
  try {
    await launch(count)
    balancer = await startBalancer(instances.map((i) => i.port))
  } catch (error) {
    await close()
    throw error
  }
  const b = balancer
  return {
    url: b.url,
    instances,
    content,
    smtp,
    databaseUrl: database.url,
    async grow(n) {
      const added = await launch(n)
      await b.route(instances.map((i) => i.port))
      return added
    },
    async kill(instance) {
      const index = instances.indexOf(instance)
      if (index >= 0) instances.splice(index, 1)
      const pid = instance.pid
      process.kill(pid, 'SIGKILL')
      await instance.stop()
    },
    reroute: () => b.route(instances.map((i) => i.port)),
    query: async <R extends pg.QueryResultRow>(text: string, values?: unknown[]) =>
      (await pool.query<R>(text, values)).rows,
    close,
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The checks. Each returns what it saw; the test asserts it, `npm run scale` reports it.

const LOGIN =
  'mutation ($email: String!, $password: String!) { login(loginInput: { email: $email, password: $password }) { token } }'

/** A client address of its own per check, so the per-IP counts of one check never meet another's. */
export function clientIp(): string {
  return `198.51.100.${1 + Math.floor(Math.random() * 250)}`
}

/** Migrations applied once: the journal has one row per migration file, however many instances ran them. */
export async function migrationRuns(cluster: Cluster): Promise<{ rows: number; distinct: number }> {
  const [row] = await cluster.query<{ rows: string; distinct: string }>(
    'SELECT count(*) AS rows, count(DISTINCT hash) AS distinct FROM drizzle.__drizzle_migrations',
  )
  return { rows: Number(row!.rows), distinct: Number(row!.distinct) }
}

/**
 * Wrong passwords for one address from one client, sent to each instance in turn: the answers, in order. With a
 * shared count the refusals start at the same attempt as on one instance (the limit + 1), whichever instance got it.
 */
export async function loginBruteForce(cluster: Cluster, attempts: number): Promise<string[]> {
  const email = `guessed-${randomBytes(4).toString('hex')}@example.com`
  const ip = clientIp()
  const answers: string[] = []
  for (let i = 0; i < attempts; i++) {
    const shop = cluster.instances[i % cluster.instances.length]!
    const res = await gql(shop, LOGIN, { email, password: `guess-${i}` }, { ip })
    const code = res.error?.extensions?.code
    answers.push(typeof code === 'string' ? code : (res.error?.message ?? 'ok'))
  }
  return answers
}

/** Search suggestions from one client, each instance in turn: the statuses, in order. */
export async function suggestionFlood(cluster: Cluster, requests: number): Promise<number[]> {
  const ip = clientIp()
  const statuses: number[] = []
  for (let i = 0; i < requests; i++) {
    const shop = cluster.instances[i % cluster.instances.length]!
    const res = await fetch(`${shop.url}/api/search/suggestions?q=abaya`, { headers: { 'x-forwarded-for': ip } })
    await res.arrayBuffer()
    statuses.push(res.status)
  }
  return statuses
}

/** Each page rendered by the first instance, then asked of every other: the X-Page-Cache answers per instance. */
export async function pageCacheAcross(cluster: Cluster, pages: string[]): Promise<Record<string, string[]>> {
  const seen: Record<string, string[]> = {}
  for (const page of pages) {
    seen[page] = []
    for (const shop of cluster.instances) {
      const res = await fetch(`${shop.url}${page}`)
      await res.arrayBuffer()
      seen[page].push(res.headers.get('x-page-cache') ?? 'none')
    }
  }
  return seen
}

/** A product of the content server: id, title and page. */
export async function someProduct(cluster: Cluster): Promise<{ _id: string; title: string; path: string }> {
  const query = `*[_type == "product" && defined(slug.current)] | order(_createdAt desc)[0]{_id, title, "slug": slug.current}`
  const url = `${cluster.content.url}/content/v2022-03-07/data/query/production?query=${encodeURIComponent(query)}`
  const { result } = (await (await fetch(url)).json()) as { result: { _id: string; title: string; slug: string } }
  return { _id: result._id, title: result.title, path: `/product/${result.slug}` }
}

/**
 * Renames a product on the content server (a publish in Studio) and waits until its page shows the new title on
 * every instance. Returns the milliseconds from the publish's answer to each instance showing it, and the page cache's
 * answers for `untouched` (a page that does not show the product, cached everywhere before) once it has: a publish
 * should evict what it changed, not everything.
 */
export async function publishVisible(
  cluster: Cluster,
  timeoutMs: number,
  untouched = '/our-story',
): Promise<{ ms: number[]; untouched: string[] }> {
  const product = await someProduct(cluster)
  // Both pages cached everywhere first, so the publish has something to evict and something to leave alone.
  await pageCacheAcross(cluster, [product.path, untouched])
  const renamed = `${product.title.replace(/ — Published \w+$/, '')} — Published ${randomBytes(3).toString('hex')}`
  const token = readFileSync(path.join(cluster.content.dataDir, 'secrets', 'content-lake-token'), 'utf8').trim()
  const res = await fetch(`${cluster.content.url}/content/v2022-03-07/data/mutate/production`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ mutations: [{ patch: { id: product._id, set: { title: renamed } } }] }),
  })
  if (!res.ok) throw new Error(`the publish answered ${res.status}`)
  const published = performance.now()
  const ms = await Promise.all(
    cluster.instances.map(async (shop) => {
      await waitUntil(
        `the publish on ${shop.url}`,
        async () => (await (await fetch(`${shop.url}${product.path}`)).text()).includes(renamed),
        timeoutMs,
        20,
      )
      return Math.round(performance.now() - published)
    }),
  )
  return { ms, untouched: (await pageCacheAcross(cluster, [untouched]))[untouched]! }
}

/**
 * Verification mails for `count` new accounts, the sign-ups spread over the instances (every instance runs the outbox
 * loop): how many mails each address got once the outbox has nothing left to send.
 */
export async function outboxMails(cluster: Cluster, count: number, timeoutMs: number): Promise<number[]> {
  const tag = randomBytes(4).toString('hex')
  const emails = Array.from({ length: count }, (_, i) => `outbox-${tag}-${i}@example.com`)
  await Promise.all(
    emails.map(async (email, i) => {
      const shop = cluster.instances[i % cluster.instances.length]!
      const password = 'Correct-horse-9-battery'
      const res = await gql(
        shop,
        'mutation ($input: RegisterInput!) { register(registerInput: $input) { message } }',
        { input: { fullName: 'Scale Run', email, password, confirmPassword: password } },
        { ip: clientIp() },
      )
      if (res.error) throw new Error(`register ${email}: ${res.error.message}`)
    }),
  )
  await waitUntil(
    'the outbox to send every mail',
    async () => {
      const [row] = await cluster.query<{ waiting: string; sent: string }>(
        `SELECT count(*) FILTER (WHERE status <> 'sent') AS waiting, count(*) FILTER (WHERE status = 'sent') AS sent
           FROM mail_outbox WHERE "to" LIKE $1`,
        [`outbox-${tag}-%`],
      )
      return Number(row!.waiting) === 0 && Number(row!.sent) === count
    },
    timeoutMs,
  )
  return emails.map((email) => cluster.smtp.messages.filter((m) => m.to.includes(email)).length)
}

/** Pays one bag on the built-in test payment page through `origin` (nginx): the order's session id. */
export async function checkoutOnTestPage(origin: string, priceId: string): Promise<string> {
  const ip = clientIp()
  const checkout = await fetch(`${origin}/api/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({
      lines: [{ price_id: priceId, quantity: 1 }],
      idempotency_key: randomBytes(12).toString('hex'),
    }),
  })
  if (checkout.status !== 200) throw new Error(`checkout answered ${checkout.status}: ${await checkout.text()}`)
  const { url } = (await checkout.json()) as { url: string }
  const form = payFormBody({
    email: `buyer-${randomBytes(3).toString('hex')}@example.com`,
    cardName: 'Scale Run',
    expiry: '12 / 40',
    shipName: 'Scale Run',
    shipLine1: '1 Collins St',
    shipCity: 'Melbourne',
    shipPostalCode: '3000',
  })
  const sessionPath = new URL(url).pathname
  const paid = await fetch(`${origin}${sessionPath}`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
    headers: { 'x-forwarded-for': ip },
  })
  if (paid.status !== 303) throw new Error(`paying answered ${paid.status}: ${(await paid.text()).slice(0, 500)}`)
  return sessionPath.split('/').pop()!
}

/** A price id of a product the shop sells (from a product page's data). */
export async function somePriceId(origin: string): Promise<string> {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text()
  const productPath = /<loc>https?:\/\/[^/<]+(\/product\/[^<]+)<\/loc>/.exec(sitemap)?.[1]
  if (!productPath) throw new Error('no product in the sitemap')
  const html = await (await fetch(`${origin}${productPath}`)).text()
  const priceId = /"price_id":"(price_[A-Za-z0-9]+)"/.exec(html)?.[1]
  if (!priceId) throw new Error(`no price id on ${productPath}`)
  return priceId
}

/** Session ids of the orders in the database. */
export async function orderSessions(cluster: Cluster): Promise<Set<string>> {
  return new Set(
    (await cluster.query<{ session_id: string }>('SELECT session_id FROM orders')).map((r) => r.session_id),
  )
}
