import { describe, expect, it } from 'vitest'
import { routeLabel } from '@/server/metrics/route-label'

describe('routeLabel', () => {
  it.each([
    ['/', '/'],
    ['/products', '/products'],
    ['/product/rose-chiffon-hijab', '/product/:slug'],
    ['/product/rose-chiffon-hijab/index.pageContext.json', '/product/:slug'],
    ['/index.pageContext.json', '/'],
    ['/category/women', '/category/:category'],
    ['/reset-password/abc123', '/reset-password/:token'],
    ['/account/orders/0f9e', '/account/orders/:id'],
    ['/assets/entries/x.js', '/assets/*'],
    ['/content/images/abc.webp', '/content/images/*'],
    ['/content/v2022-03-07/data/query/production', '/content/*'],
    ['/api/checkout', '/api/checkout'],
    ['/api/stripe/webhook', '/api/stripe/*'],
    ['/graphql', '/graphql'],
    ['/ar', '/'],
    ['/ar/product/rose-chiffon-hijab', '/product/:slug'],
    ['/ar/index.pageContext.json', '/'],
    ['/ar/reset-password/abc123', '/reset-password/:token'],
    ['/account/settings', '/account/settings'],
    ['/orders/lookup', '/orders/lookup'],
    ['/unsubscribed', '/unsubscribed'],
    ['/account/confirm-email/abc123', '/account/confirm-email/:token'],
    ['/fonts/noto-sans-arabic-0123456789.woff2', '/fonts/*'],
    ['/dev/mail/42', '/dev/*'],
  ])('%s is %s', (path, label) => {
    expect(routeLabel(path)).toBe(label)
  })

  it('puts every unknown path in one series', () => {
    expect(routeLabel('/wp-admin/setup.php')).toBe('other')
    expect(routeLabel(`/${'x'.repeat(500)}`)).toBe('other')
  })
})
