import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { CartView } from '@/components/cart/CartView'
import { gstIncluded } from '@/lib/gst'
import { formatCurrencyString } from '@/lib/money'
import { shippingFor } from '@/lib/shipping'
import { DiscountCodeField } from '@/components/cart/DiscountCodeField'
import { filledCart } from '@/tests/fixtures/cart'

const filled = filledCart()

const meta: Meta<typeof CartView> = {
  title: 'Cart/CartView',
  component: CartView,
  args: {
    ready: true,
    lines: [],
    totalPrice: 0,
    onSetQuantity: fn(),
    onIncrement: fn(),
    onDecrement: fn(),
    onRemove: fn(),
    onCheckout: fn(),
    onClear: fn(),
  },
}
export default meta
type Story = StoryObj<typeof CartView>

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('list', { name: 'Items in your cart' })).not.toBeInTheDocument()
    await expect(canvas.getByRole('link', { name: 'Continue Shopping' })).toBeVisible()
  },
}

/** Before the saved bag has been read. */
export const Loading: Story = { args: { ready: false } }

/** Every line listed; checking out and clearing (after confirming) reach the page. */
export const Filled: Story = {
  args: { lines: Object.values(filled.cartDetails), totalPrice: filled.totalPrice },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const lines = canvas.getByRole('list', { name: 'Items in your cart' })
    await expect(within(lines).getAllByRole('listitem')).toHaveLength(Object.keys(filled.cartDetails).length)
    // docs/product.md §10.8: the GST in the total, shipping included, and that prices include it.
    const total = filled.totalPrice + shippingFor(filled.totalPrice)
    await expect(canvas.getByTestId('cart-gst')).toHaveTextContent(formatCurrencyString(gstIncluded(total)))
    await expect(canvas.getByText(/Prices include GST\./)).toBeVisible()
    // No PAYMENT_METHODS: no instalments note.
    await expect(canvas.queryByTestId('cart-instalments')).not.toBeInTheDocument()
    const checkout = canvas.getByRole('button', { name: 'Proceed to Checkout' })
    // Clear Cart is a quiet text button under Checkout, not a second full-width one (issue 36, walk #26).
    const clear = canvas.getByRole('button', { name: 'Clear Cart' })
    await expect(clear.getBoundingClientRect().width).toBeLessThan(checkout.getBoundingClientRect().width / 2)
    await userEvent.click(checkout)
    await expect(args.onCheckout).toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Cart' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }))
    await expect(args.onClear).toHaveBeenCalled()
  },
}

export const CheckingOut: Story = {
  args: { lines: Object.values(filled.cartDetails), totalPrice: filled.totalPrice, checkoutLoading: true },
}

/** docs/product.md §10.9: Afterpay and Zip configured, so the total is also named in 4 payments. */
export const WithInstalments: Story = {
  args: {
    lines: Object.values(filled.cartDetails),
    totalPrice: filled.totalPrice,
    paymentMethods: ['card', 'afterpay_clearpay', 'zip'],
  },
  play: async ({ canvasElement }) => {
    const total = filled.totalPrice + shippingFor(filled.totalPrice)
    await expect(within(canvasElement).getByTestId('cart-instalments')).toHaveTextContent(
      `or 4 interest-free payments of ${formatCurrencyString(Math.ceil(total / 4))}`,
    )
  },
}

/** The same in Arabic: the GST line and the instalments note, right to left. */
export const WithInstalmentsArabic: Story = { ...WithInstalments, play: undefined, globals: { locale: 'ar' } }

/** GST_REGISTERED=false (docs/product.md §10.8): the summary names no GST. */
export const NotRegisteredForGst: Story = {
  args: { lines: Object.values(filled.cartDetails), totalPrice: filled.totalPrice, gstRegistered: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByTestId('cart-gst')).toBeNull()
    await expect(canvas.queryByText(/GST/)).toBeNull()
  },
}

export const NotRegisteredForGstArabic: Story = { args: NotRegisteredForGst.args, globals: { locale: 'ar' } }

/** A discount code applied: its line in the summary and the total lowered by it (docs/product.md §20). */
export const WithDiscount: Story = {
  args: {
    lines: Object.values(filled.cartDetails),
    totalPrice: filled.totalPrice,
    codeField: (
      <DiscountCodeField
        applied={{ code: 'EID10', discount: 1250 }}
        error={null}
        checking={false}
        onApply={fn()}
        onRemove={fn()}
      />
    ),
    discount: { code: 'EID10', amount: 1250 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByTestId('cart-discount')).toHaveTextContent('−$12.50')
  },
}

export const WithDiscountArabic: Story = { args: WithDiscount.args, globals: { locale: 'ar' } }

/** Filled, right to left. */
export const FilledArabic: Story = {
  args: { lines: Object.values(filled.cartDetails), totalPrice: filled.totalPrice },
  globals: { locale: 'ar' },
}
