import type { Meta, StoryObj } from '@storybook/react-vite'
import { ProductActions } from '@/components/product/ProductActions'

const noop = () => {}
const meta: Meta<typeof ProductActions> = {
  title: 'Product/ProductActions',
  component: ProductActions,
  args: {
    cart: 'idle',
    wishlist: 'idle',
    onAddToBag: noop,
    onViewBag: noop,
    onAddToWishlist: noop,
    onViewWishlist: noop,
    onCheckout: noop,
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
}
export default meta
type Story = StoryObj<typeof ProductActions>

export const Idle: Story = {}
/** Before the saved bag and session are read. */
export const Pending: Story = { args: { cart: 'pending', wishlist: 'pending' } }
export const AddingToBag: Story = { args: { cart: 'loading' } }
export const AddingToWishlist: Story = { args: { wishlist: 'loading' } }
export const InBagAndWishlist: Story = { args: { cart: 'added', wishlist: 'added' } }
export const CheckingOut: Story = { args: { checkingOut: true } }

/** A size or colour still has to be chosen (docs/product.md §16): the bag and Checkout Now wait, and say why. */
export const ChoiceNeeded: Story = { args: { choiceHint: 'Choose a size and a colour' } }
