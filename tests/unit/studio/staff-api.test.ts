import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staffRequest } from '@/studio/tools/orders/api'
import { StaffMeDocument } from '@/studio/tools/orders/operations.generated'

describe("the Orders tool's requests", () => {
  let seen: IncomingHttpHeaders | undefined
  const server = createServer((req, res) => {
    seen = req.headers
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ data: { me: { email: 'staff@example.com', isStaff: true } } }))
  })
  let endpoint = ''
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  it('ask for English answers, whatever language the browser prefers (an order timeline is written by the shop)', async () => {
    await staffRequest({ endpoint, document: StaffMeDocument, token: 'staff-token' })
    expect(seen?.['accept-language']).toBe('en')
    expect(seen?.authorization).toBe('Bearer staff-token')
  })
})
