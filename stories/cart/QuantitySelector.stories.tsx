import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { QuantitySelector, type QuantitySelectorProps } from '@/components/cart/QuantitySelector'

const meta: Meta<typeof QuantitySelector> = {
  title: 'Cart/QuantitySelector',
  component: QuantitySelector,
  args: {
    name: 'Everyday Chiffon Hijab',
    quantity: 2,
    onSetQuantity: fn(),
    onIncrement: fn(),
    onDecrement: fn(),
  },
}
export default meta
type Story = StoryObj<typeof QuantitySelector>

export const Static: Story = {}

/** At the maximum the plus button is disabled. */
export const AtMaximum: Story = {
  args: { quantity: 99 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: /Increase quantity/ })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: /Decrease quantity/ })).toBeEnabled()
  },
}

/** Wired to local state: try typing -1 or 1.5 to see the hint. */
function Stateful(args: QuantitySelectorProps) {
  const [quantity, setQuantity] = useState(args.quantity)
  return (
    <QuantitySelector
      {...args}
      quantity={quantity}
      onSetQuantity={setQuantity}
      onIncrement={() => setQuantity((q) => q + 1)}
      onDecrement={() => setQuantity((q) => Math.max(0, q - 1))}
    />
  )
}

export const Interactive: Story = {
  render: (args) => <Stateful {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const quantity = canvas.getByRole('spinbutton', { name: /Quantity of/ })
    await userEvent.click(canvas.getByRole('button', { name: /Increase quantity/ }))
    await expect(quantity).toHaveValue(3)
    await userEvent.click(canvas.getByRole('button', { name: /Decrease quantity/ }))
    await expect(quantity).toHaveValue(2)
    // A fraction is refused with a hint, and the field goes back to the last good number on blur.
    await userEvent.clear(quantity)
    await userEvent.type(quantity, '2.5')
    await expect(quantity).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByRole('status')).toBeVisible()
    await userEvent.tab()
    await expect(quantity).toHaveValue(2)
    await userEvent.clear(quantity)
    await userEvent.type(quantity, '5')
    await expect(quantity).toHaveValue(5)
    await expect(quantity).not.toHaveAttribute('aria-invalid')
  },
}
