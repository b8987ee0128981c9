import { describe, expect, it } from 'vitest'
import { routePattern, routes } from '@/lib/routes'

describe('routePattern', () => {
  it('spells a route with a parameter as the pattern a server router mounts', () => {
    expect(routePattern(routes.product, 'slug')).toBe('/product/:slug')
    expect(routePattern(routes.unsubscribe, 'token')).toBe('/unsubscribe/:token')
    expect(routePattern(routes.order, 'id')).toBe('/account/orders/:id')
  })
})
