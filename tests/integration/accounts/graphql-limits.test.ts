/** Request-shape protections of /graphql; they do not depend on the database, so only PGlite runs them. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GRAPHQL_LIMITS } from '@/server/graphql/limits'
import { openTestDatabase, type TestDatabase } from '@/tests/helpers/db'
import { LOGIN, ME, startAccountsApp, SUBSCRIBE, type AccountsApp } from './harness'

let database: TestDatabase
let dev: AccountsApp
let prod: AccountsApp

beforeAll(async () => {
  database = await openTestDatabase('pglite')
  dev = await startAccountsApp({ backend: 'pglite', database, smtp: false })
  prod = await startAccountsApp({ backend: 'pglite', database, smtp: false, isProduction: true })
})
afterAll(async () => {
  await dev?.close()
  await prod?.close()
  await database?.close()
})

describe('GraphQL request limits', () => {
  it('rejects a query deeper than the depth limit', async () => {
    // The schema itself is shallow; the depth rule reads the query's shape, so an over-deep query is refused as such.
    const nested = `query Deep { me { a { b { c { d { e { f { g } } } } } } } }`
    const res = await dev.gql(nested)
    expect(res.body.errors?.map((e) => e.message)).toContainEqual(expect.stringMatching(/depth limit of 6 exceeded/i))
    expect((await dev.gql(`query Shallow { me { _id } }`)).body.errors).toBeUndefined()
  })

  it('rejects more aliases than the alias limit', async () => {
    const aliases = Array.from({ length: GRAPHQL_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: me { _id }`).join(' ')
    const res = await dev.gql(`query Many { ${aliases} }`)
    expect(res.body.errors?.[0]?.message).toMatch(/aliases limit of 15 exceeded/i)
    expect(res.body.data ?? null).toBeNull()
  })

  it('answers a malformed JSON body with 400 and a JSON error', async () => {
    const res = await dev.post('{"query": "query { me { _id } }"')
    expect(res.status).toBe(400)
    expect(JSON.parse(res.text)).toEqual({
      errors: [{ message: 'Malformed JSON body', extensions: { code: 'BAD_REQUEST' } }],
    })
  })

  it('answers a body over 100 kB with 413', async () => {
    const res = await dev.post(
      JSON.stringify({
        query: `query Big { me { _id } }`,
        variables: { pad: 'x'.repeat(GRAPHQL_LIMITS.maxBodyBytes) },
      }),
    )
    expect(res.status).toBe(413)
    expect(JSON.parse(res.text).errors[0].extensions.code).toBe('PAYLOAD_TOO_LARGE')
  })

  it('rejects batched requests', async () => {
    const one = { query: SUBSCRIBE, variables: { email: 'batch@example.com' } }
    const res = await dev.post(JSON.stringify([one, one]))
    expect(res.status).toBe(400)
    expect(res.text).toMatch(/batching is not supported/i)
  })

  it('allows introspection in development and refuses it in production', async () => {
    const query = `query Introspect { __schema { queryType { name } } }`
    expect((await dev.gql(query)).body.data).toEqual({ __schema: { queryType: { name: 'Query' } } })
    const res = await prod.gql(query)
    expect(res.body.errors?.[0]?.message).toMatch(/introspection/i)
  })

  it('serves GraphiQL only in development', async () => {
    const page = (url: string) => fetch(`${url}/graphql`, { headers: { accept: 'text/html' } })
    expect((await page(dev.url)).status).toBe(200)
    expect(await (await page(dev.url)).text()).toMatch(/graphiql/i)
    expect(await (await page(prod.url)).text()).not.toMatch(/graphiql/i)
  })

  it('answers a plain query for `me` without a token with null', async () => {
    expect((await dev.gql(ME)).body).toEqual({ data: { me: null } })
  })

  it('masks unexpected failures, answering with a request id', async () => {
    const broken = await openTestDatabase('pglite')
    const app = await startAccountsApp({ backend: 'pglite', database: broken, smtp: false })
    await broken.close() // every query now fails
    try {
      // A login reads the database before it answers (a newsletter sign-up no longer does).
      const res = await app.gql(LOGIN, { loginInput: { email: 'reader@example.com', password: 'some-password-1' } })
      expect(res.body.errors?.[0]).toMatchObject({
        message: 'Unexpected error.',
        extensions: { code: 'INTERNAL_SERVER_ERROR', requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) },
      })
      expect(res.text).not.toMatch(/pglite|closed/i)
    } finally {
      await app.close()
    }
  })
})
