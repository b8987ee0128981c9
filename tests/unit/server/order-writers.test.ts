import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { isGenerated, projectSources, relative, root } from '../sources'

/*
 * docs/architecture.md §12: server/orders/ is the only writer of orders (their lines live in them), refunds, stock
 * holds and the timeline; payments, staff, accounts and Stripe's webhooks call its commands. Ten files in four
 * folders once wrote these tables, and the state rules were spelt again as SQL in two of them (security review
 * T4-3). Every TypeScript file of the project is read (tests/unit/sources.ts), not only server/: drizzle's
 * insert/update/delete of the tables' objects and SQL text that writes their names both count. Tests seed these
 * tables on purpose and are not read.
 */
const OWNER = 'server/orders/'
const TABLES = {
  orders: 'orders',
  orderRefunds: 'order_refunds',
  orderEvents: 'order_events',
  stockReservations: 'stock_reservations',
  orderReturns: 'order_returns',
} as const

const objects = Object.keys(TABLES).join('|')
const names = Object.values(TABLES).join('|')
const WRITES = [
  // db.insert(orders), tx.update(orderRefunds), .delete(stockReservations)…
  new RegExp(`\\.(?:insert|update|delete)\\(\\s*(?:${objects})\\s*\\)`, 'g'),
  // sql`update ${orders} set …`, sql`delete from ${orderEvents} …`
  new RegExp(`\\b(?:insert\\s+into|update|delete\\s+from)\\s+\\$\\{\\s*(?:${objects})\\s*\\}`, 'gi'),
  // SQL text: insert into orders, update "order_refunds", delete from order_events…
  new RegExp(`\\b(?:insert\\s+into|update|delete\\s+from)\\s+"?(?:${names})"?(?![\\w-])`, 'gi'),
]

const isTest = (file: string) => file.startsWith('tests/') || /\.(?:test|spec)\.tsx?$/.test(file)

/** Each write to an order table in the project's own sources, as `file: what`. */
function writes(): string[] {
  return projectSources()
    .filter((file) => !isGenerated(file) && !isTest(relative(file)))
    .flatMap((file) => {
      const text = readFileSync(path.join(root, relative(file)), 'utf8')
      return WRITES.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => `${relative(file)}: ${m[0]}`))
    })
}

describe('the orders', { timeout: 60_000 }, () => {
  it('are the only writer of orders, refunds, stock holds and the timeline', () => {
    const found = writes()
    // Sanity checks that every form is recognised: the owner's own writes are found.
    const owner = found.filter((write) => write.startsWith(OWNER))
    expect(owner).toContainEqual(expect.stringMatching(/^server\/orders\/store\.ts: \.update\(orders\)/))
    expect(owner).toContainEqual(expect.stringMatching(/^server\/orders\/refunds\.ts: \.insert\(orderRefunds\)/))
    expect(owner).toContainEqual(expect.stringMatching(/^server\/orders\/timeline\.ts: \.insert\(orderEvents\)/))
    expect(owner).toContainEqual(
      expect.stringMatching(/^server\/orders\/reservations\.ts: \.update\(stockReservations/),
    )
    expect(owner).toContainEqual(expect.stringMatching(/^server\/orders\/return-request\.ts: \.insert\(orderReturns\)/))
    expect(found.filter((write) => !write.startsWith(OWNER))).toEqual([])
  })

  it('recognise writes in SQL text too', () => {
    const text = 'await db.execute(sql`update ${orders} set x = 1`); await tx.execute(sql`DELETE FROM "order_events"`)'
    const matched = WRITES.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => m[0]))
    expect(matched).toEqual(['update ${orders}', 'DELETE FROM "order_events"'])
  })
})
