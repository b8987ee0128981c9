-- Hand-written (docs/product.md §10.3): orders paid on the test payment page before the `test` column existed
-- carry status 'test'; mark them, so they stay test orders once they ship or are refunded.
UPDATE "orders" SET "test" = true WHERE "status" = 'test';
