import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { QuantitySelector, type QuantitySelectorProps } from '@/components/cart/QuantitySelector'

const meta: Meta<typeof QuantitySelector> = {
  title: 'Cart/QuantitySelector',
  component: QuantitySelector,
  args: {
    name: 'Everyday Chiffon Hijab',
    quantity: 2,
    onSetQuantity: () => {},
    onIncrement: () => {},
    onDecrement: () => {},
  },
}
export default meta
type Story = StoryObj<typeof QuantitySelector>

export const Static: Story = {}

/** At the maximum the plus button is disabled. */
export const AtMaximum: Story = { args: { quantity: 99 } }

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

export const Interactive: Story = { render: (args) => <Stateful {...args} /> }
