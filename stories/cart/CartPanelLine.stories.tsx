import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { CartPanelLine } from '@/components/cart/CartPanelLine'
import { filledCart } from '@/tests/fixtures/cart'

const [first, second] = Object.values(filledCart().cartDetails)

const meta: Meta<typeof CartPanelLine> = {
  title: 'Cart/CartPanelLine',
  component: CartPanelLine,
  args: { line: first!, onRemove: fn(), onSetQuantity: fn(), onIncrement: fn(), onDecrement: fn() },
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

/** The quantity control and Remove each report the line's id; no description takes the room (walk #27). */
export const Single: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const name = first!.name
    await expect(canvas.getByText(name)).toBeVisible()
    await expect(canvas.queryByText(/QTY/)).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(`Increase quantity of ${name}`) }))
    await expect(args.onIncrement).toHaveBeenCalledWith(first!.id)
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(`Decrease quantity of ${name}`) }))
    await expect(args.onDecrement).toHaveBeenCalledWith(first!.id)
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(`Remove ${name}`) }))
    await expect(args.onRemove).toHaveBeenCalledWith(first!.id)
  },
}
export const Quantity2: Story = { args: { line: second! } }
export const NoImage: Story = { args: { line: { ...first!, image: undefined } } }

/** Right to left: the image at the right, the price and Remove at the left edge. */
export const Arabic: Story = { args: { line: second! }, globals: { locale: 'ar' } }
