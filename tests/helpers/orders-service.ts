import { createMailer } from '@/server/mail/index'
import { createOrdersService, type OrdersDeps } from '@/server/orders/index'
import { testLogger, type TestDatabase } from '@/tests/helpers/db'

/**
 * The orders service over a test database, as the integration tests of `server/orders/` use it: mail recorded in the
 * database's outbox, the shop at http://shop.test, hold limits small enough to reach (10 units of a variant, 30 in all).
 * `deps` adds or replaces what a test needs (a refund gateway, the returns window, a clock).
 */
export function testOrdersService(db: TestDatabase, deps: Partial<Omit<OrdersDeps, 'db' | 'mailer'>> = {}) {
  const mailer = createMailer({
    db: db.db,
    from: 'shop@example.com',
    logger: testLogger,
    publicUrl: 'http://shop.test',
  })
  return createOrdersService({
    db: db.db,
    mailer,
    publicUrl: 'http://shop.test',
    logger: testLogger,
    holdLimits: { perVariant: 10, total: 30 },
    ...deps,
  })
}
