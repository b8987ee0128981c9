import type { Meta, StoryObj } from '@storybook/react-vite'
import { BagLine } from '@/components/cart/BagLine'
import { filledCart } from '../fixtures/cart'

const [first, second] = Object.values(filledCart().cartDetails)

const meta: Meta<typeof BagLine> = {
  title: 'Cart/BagLine',
  component: BagLine,
  args: { line: first!, onRemove: () => {} },
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', padding: 16, maxWidth: 420 }}>
        <Story />
      </ul>
    ),
  ],
}
export default meta
type Story = StoryObj<typeof BagLine>

export const Single: Story = {}
export const Quantity2: Story = { args: { line: second! } }
export const NoImage: Story = { args: { line: { ...first!, image: undefined } } }
