/**
 * The e2e shop's content-lake write token: tests/servers/e2e-server.mjs gives it to the shop (CONTENT_LAKE_TOKEN), and
 * tests that change the catalogue (e.g. unpublish a product) send it, as an editor's Studio would.
 */
export const E2E_CONTENT_LAKE_TOKEN = 'e2e-content-lake-token-only-for-the-throw-away-test-shop'
