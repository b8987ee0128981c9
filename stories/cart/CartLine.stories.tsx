import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { CartLine } from '@/components/cart/CartLine'
import { filledCart } from '@/tests/fixtures/cart'

const [first, second] = Object.values(filledCart().cartDetails)

const meta: Meta<typeof CartLine> = {
  title: 'Cart/CartLine',
  component: CartLine,
  args: { line: first!, onSetQuantity: fn(), onIncrement: fn(), onDecrement: fn(), onRemove: fn() },
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

/** The steppers, a typed quantity and Remove each report the line's id. */
export const Single: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const name = first!.name
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(`Increase quantity of ${name}`) }))
    await expect(args.onIncrement).toHaveBeenCalledWith(first!.id)
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(`Decrease quantity of ${name}`) }))
    await expect(args.onDecrement).toHaveBeenCalledWith(first!.id)
    const quantity = canvas.getByRole('spinbutton', { name: new RegExp(`Quantity of ${name}`) })
    await userEvent.clear(quantity)
    await userEvent.type(quantity, '4')
    await expect(args.onSetQuantity).toHaveBeenLastCalledWith(first!.id, 4)
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(`Remove ${name}`) }))
    await expect(args.onRemove).toHaveBeenCalledWith(first!.id)
  },
}

export const SeveralOfOne: Story = { args: { line: second! } }

/** A line without an image or a product page. */
export const NoImageNoLink: Story = { args: { line: { ...first!, image: undefined, slug: undefined } } }
