import type { Meta, StoryObj } from '@storybook/react-vite'
import { CartLine } from '@/components/cart/CartLine'
import { filledCart } from '../fixtures/cart'

const [first, second] = Object.values(filledCart().cartDetails)
const noop = () => {}

const meta: Meta<typeof CartLine> = {
  title: 'Cart/CartLine',
  component: CartLine,
  args: { line: first!, onSetQuantity: noop, onIncrement: noop, onDecrement: noop, onRemove: noop },
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', padding: 0, maxWidth: 720 }}>
        <Story />
      </ul>
    ),
  ],
}
export default meta
type Story = StoryObj<typeof CartLine>

export const Single: Story = {}

export const SeveralOfOne: Story = { args: { line: second! } }

/** A line without an image or a product page. */
export const NoImageNoLink: Story = { args: { line: { ...first!, image: undefined, slug: undefined } } }
