import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { CartPanelLine } from '@/components/cart/CartPanelLine'
import { filledCart } from '@/tests/fixtures/cart'

const [first, second] = Object.values(filledCart().cartDetails)

const meta: Meta<typeof CartPanelLine> = {
  title: 'Cart/CartPanelLine',
  component: CartPanelLine,
  args: { line: first!, onRemove: fn() },
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', padding: 16, maxWidth: 420 }}>
        <Story />
      </ul>
    ),
  ],
}
export default meta
type Story = StoryObj<typeof CartPanelLine>

/** Remove takes the line out by its id. */
export const Single: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(first!.name)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(`Remove ${first!.name}`) }))
    await expect(args.onRemove).toHaveBeenCalledWith(first!.id)
  },
}
export const Quantity2: Story = { args: { line: second! } }
export const NoImage: Story = { args: { line: { ...first!, image: undefined } } }
