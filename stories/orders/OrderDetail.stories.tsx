import type { Meta, StoryObj } from '@storybook/react-vite'
import { OrderDetail } from '@/components/orders/OrderDetail'
import { expect, within } from 'storybook/test'
import { messagesIn } from '@/lib/i18n/messages'
import { orderLookupMessages } from '@/lib/i18n/messages/orderLookup'
import { shippingMessages } from '@/lib/i18n/messages/shipping'
import { discountedOrder, sampleOrders, shippedOrder, shippedOrderIn } from '@/tests/fixtures/orders'

const meta: Meta<typeof OrderDetail> = {
  title: 'Orders/OrderDetail',
  component: OrderDetail,
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
}
export default meta
type Story = StoryObj<typeof OrderDetail>

/** Paid: the GST included in the total and the link to the tax invoice (docs/product.md §10.8). */
export const Paid: Story = {
  args: { state: { status: 'done', order: sampleOrders[0]! } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    // $163.95 includes $14.90 of GST (1/11, to the cent).
    await expect(canvas.getByTestId('order-gst')).toHaveTextContent('$14.90')
    await expect(canvas.getByRole('link', { name: 'Tax invoice' })).toHaveAttribute(
      'href',
      sampleOrders[0]!.invoicePath!,
    )
  },
}
/** Not paid yet: no tax invoice. */
export const WithShipping: Story = {
  args: { state: { status: 'done', order: sampleOrders[1]! } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link', { name: 'Tax invoice' })).not.toBeInTheDocument()
  },
}
export const Loading: Story = { args: { state: { status: 'loading' } } }
export const NotFound: Story = { args: { state: { status: 'not-found' } } }
export const Error: Story = { args: { state: { status: 'error', message: 'We could not load your orders just now.' } } }

/** Shipped, then partly refunded: the tracking link, the address and what happened, oldest first. */
export const ShippedAndRefunded: Story = {
  args: { state: { status: 'done', order: shippedOrder } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: /AP1234567890AU/ })).toHaveAttribute(
      'href',
      shippedOrder.tracking!.url!,
    )
    await expect(canvas.getByText('Refunded', { selector: 'th' })).toBeVisible()
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3)
    // Both axes: the partial refund does not hide that it shipped.
    const badges = canvas.getByRole('group', { name: 'Order status' })
    await expect(badges).toHaveTextContent('Partly refunded')
    await expect(badges).toHaveTextContent('Shipped')
  },
}

/**
 * The same on a phone: each amount stays on one line (the refund's "−$20.00" used to wrap after its minus sign), and
 * "Placed on" is followed by one space.
 */
export const ShippedAndRefundedPhone: Story = {
  args: { state: { status: 'done', order: shippedOrder } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const refunded = canvas.getByText('Refunded', { selector: 'th' }).nextElementSibling as HTMLElement
    await expect(refunded).toHaveTextContent(/^\u2066−\$\d+\.\d\d\u2069$/)
    const lineHeight = parseFloat(getComputedStyle(refunded).lineHeight)
    await expect(refunded.getBoundingClientRect().height).toBeLessThan(lineHeight * 2 + 24)
    // One space's width between the words and the date: the paragraph used to be a flex row whose gap doubled it.
    const placed = canvas.getByText(/^Placed on/)
    await expect(getComputedStyle(placed).display).toBe('block')
    await expect(placed.textContent).toMatch(/^Placed on \d/)
  },
}

/**
 * The same in Arabic, right to left, with the timeline the server writes in Arabic: the address the shopper typed keeps
 * its own direction ("12 Lygon St", not "Lygon St 12"), and the order and tracking numbers, which start with a digit,
 * stay in one piece.
 */
const arabicShippedOrder = shippedOrderIn('ar')
export const ShippedAndRefundedArabic: Story = {
  args: { state: { status: 'done', order: arabicShippedOrder } },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('12 Lygon St').tagName).toBe('BDI')
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(`\u2066${shippedOrder.number}\u2069`)
    await expect(canvas.getByText(shippedOrder.tracking!.number).tagName).toBe('BDI')
    // The refund reads "−$24.95" (isolated left to right, its minus sign first), and free shipping is in Arabic.
    const refunded = canvas.getByText('المبلغ المسترد', { selector: 'th' }).nextElementSibling
    await expect(refunded).toHaveTextContent(`\u2066−$${(shippedOrder.refunded / 100).toFixed(2)}\u2069`)
    await expect(canvas.getByText('الشحن', { selector: 'th' }).nextElementSibling).toHaveTextContent(
      messagesIn(shippingMessages, 'ar').free,
    )
    await expect(canvas.getAllByRole('listitem').map((item) => item.lastElementChild?.textContent)).toEqual(
      arabicShippedOrder.timeline.map((event) => event.message),
    )
  },
}

/** A carrier the shop has no tracking page for: the number, without a link. */
export const ShippedWithoutLink: Story = {
  args: {
    state: {
      status: 'done',
      order: {
        ...shippedOrder,
        paymentStatus: 'paid',
        refunded: 0,
        tracking: { carrier: 'Local courier', number: 'LC-88', url: null },
      },
    },
  },
}

/** A guest's lookup: "back" leads to another lookup. */
export const FromLookup: Story = {
  args: { ...ShippedAndRefunded.args, back: { href: '/orders/lookup', label: orderLookupMessages.en.another } },
}

/** Bought with a discount code: its line between the subtotal and shipping (docs/product.md §20). */
export const WithDiscount: Story = {
  args: { state: { status: 'done', order: discountedOrder } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('order-discount')).toHaveTextContent('−$16.40')
    // The total is the bold row, whatever rows come before it.
    await expect(getComputedStyle(within(canvasElement).getByTestId('order-total')).fontWeight).toBe('700')
    await expect(getComputedStyle(within(canvasElement).getByText('Free')).fontWeight).toBe('400')
  },
}

export const WithDiscountArabic: Story = { args: WithDiscount.args, globals: { locale: 'ar' } }
