import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { storyLocale } from '@/.storybook/storyLocale'
import { CartFlyoutView, CartPanelView } from '@/components/cart/CartPanel'
import { DiscountCodeField } from '@/components/cart/DiscountCodeField'
import { DiscountLine } from '@/components/cart/DiscountLine'
import { TotalNotes } from '@/components/cart/TotalNotes'
import { messagesIn } from '@/lib/i18n/messages'
import { cartMessages } from '@/lib/i18n/messages/cart'
import { filledCart } from '@/tests/fixtures/cart'

const filled = filledCart()

const meta: Meta<typeof CartPanelView> = {
  title: 'Cart/CartPanel',
  component: CartPanelView,
  args: {
    open: true,
    ready: true,
    lines: [],
    totalPrice: 0,
    onClose: () => {},
    onRemove: () => {},
    onSetQuantity: fn(),
    onIncrement: fn(),
    onDecrement: fn(),
    onCheckout: () => {},
  },
}
export default meta
type Story = StoryObj<typeof CartPanelView>

/**
 * The bag's stories in Arabic, right to left: Filled (lines, quantities, totals), WithCodeField (the code's form) and
 * HoverFlyout (the flyout under the header). The others are states of the same layout: no Arabic picture of them
 * (tests/visual/story-shots.ts).
 */
const oneDirection = { rtlShot: false }

export const Empty: Story = { parameters: oneDirection }

/** The saved bag has not been read yet. */
export const Loading: Story = { args: { ready: false, totalPrice: null }, parameters: oneDirection }

/** Each line has its quantity control beside Remove, in place of a description and `QTY: n` (walk #27). */
export const Filled: Story = {
  args: { lines: Object.values(filled.cartDetails), totalPrice: filled.totalPrice },
  play: async ({ args, canvasElement, globals }) => {
    const t = messagesIn(cartMessages, storyLocale(globals))
    const panel = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: t.bag.title })
    const [line] = Object.values(filled.cartDetails)
    await userEvent.click(within(panel).getAllByRole('button', { name: t.quantity.increase(line!.name) })[0]!)
    await expect(args.onIncrement).toHaveBeenCalledWith(line!.id)
  },
}

export const CheckingOut: Story = {
  args: { lines: Object.values(filled.cartDetails), totalPrice: filled.totalPrice, checkoutLoading: true },
  parameters: oneDirection,
}

/** A discount code applied: the saving above the subtotal, the discount line under it (docs/product.md §20). */
export const WithDiscount: Story = {
  parameters: oneDirection,
  args: {
    lines: Object.values(filled.cartDetails),
    totalPrice: filled.totalPrice,
    codeField: (
      <>
        <DiscountCodeField
          applied={{ code: 'EID10', discount: 1250 }}
          error={null}
          checking={false}
          onApply={() => {}}
          onRemove={() => {}}
        />
        <DiscountLine code="EID10" amount={1250} testId="bag-discount" />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement.ownerDocument.body)
    await expect(await panel.findByTestId('bag-discount')).toHaveTextContent('−$12.50')
  },
}

/**
 * What the bag comes to, as the cart page says it (docs/product.md §10.8–9): the GST included in the subtotal after
 * the code and, with Afterpay and Zip configured, the instalments.
 */
export const WithGstAndInstalments: Story = {
  parameters: oneDirection,
  args: {
    lines: Object.values(filled.cartDetails),
    totalPrice: filled.totalPrice,
    codeField: (
      <TotalNotes total={filled.totalPrice} paymentMethods={['card', 'afterpay_clearpay', 'zip']} where="bag" />
    ),
  },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement.ownerDocument.body)
    await expect(await panel.findByTestId('bag-gst')).toBeVisible()
    // A quarter of $341.95.
    await expect(panel.getByTestId('bag-instalments')).toHaveTextContent('$85.49')
  },
}

/** The code field before a code is applied. */
export const WithCodeField: Story = {
  args: {
    lines: Object.values(filled.cartDetails),
    totalPrice: filled.totalPrice,
    codeField: (
      <DiscountCodeField
        applied={null}
        error="This code has expired."
        checking={false}
        onApply={() => {}}
        onRemove={() => {}}
      />
    ),
  },
}

/** Opened by hovering the bag button: the same contents, non-modal, under the header (docs/product.md §2.5). */
export const HoverFlyout: Story = {
  render: (args) => <CartFlyoutView {...args} />,
  args: { lines: Object.values(filled.cartDetails), totalPrice: filled.totalPrice },
  play: async ({ canvasElement, globals }) => {
    const t = messagesIn(cartMessages, storyLocale(globals)).bag
    const panel = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: t.title })
    await expect(panel).toHaveAttribute('aria-modal', 'false')
  },
}

/** The flyout of an empty bag. */
export const HoverFlyoutEmpty: Story = { render: (args) => <CartFlyoutView {...args} />, parameters: oneDirection }
