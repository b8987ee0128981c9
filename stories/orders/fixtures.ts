import type { ApiOrder } from '@/lib/api/orders'

/** Two orders as the GraphQL API returns them (cents). */
export const sampleOrders: ApiOrder[] = [
  {
    id: '0b6d5a8e-2f1c-4a55-9e1d-5c3f2a1b7e90',
    number: '0B6D5A8E2F',
    createdAt: '2026-11-20T09:30:00Z',
    status: 'paid',
    currency: 'AUD',
    subtotal: 16395,
    shipping: 0,
    total: 16395,
    itemCount: 2,
    lines: [
      {
        name: 'Classic Nidha Abaya',
        slug: 'classic-nidha-abaya',
        size: '56',
        colour: 'Black',
        quantity: 1,
        unitAmount: 13900,
        lineTotal: 13900,
      },
      {
        name: 'Rose Chiffon Hijab',
        slug: 'rose-chiffon-hijab',
        size: null,
        colour: 'Dusty Rose',
        quantity: 1,
        unitAmount: 2495,
        lineTotal: 2495,
      },
    ],
  },
  {
    id: '7f3e2d1c-0b9a-4877-8a6b-5c4d3e2f1a0b',
    number: '7F3E2D1C0B',
    createdAt: '2026-10-02T14:05:00Z',
    status: 'payment_pending',
    currency: 'AUD',
    subtotal: 2495,
    shipping: 995,
    total: 3490,
    itemCount: 1,
    lines: [
      {
        name: 'Olive Wood Tasbih, 99 Beads',
        slug: 'olive-wood-tasbih-99',
        size: null,
        colour: null,
        quantity: 1,
        unitAmount: 2495,
        lineTotal: 2495,
      },
    ],
  },
]
