import { Heart, ShoppingBag } from 'lucide-react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { IconButton } from '@/components/ui/IconButton'

const meta: Meta<typeof IconButton> = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { label: 'Wishlist', icon: <Heart size={22} aria-hidden="true" />, onClick: fn() },
  parameters: { layout: 'centered' },
}
export default meta
type Story = StoryObj<typeof IconButton>

/** Named by its label, which also shows as a tooltip on hover. */
export const Plain: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Wishlist' })
    await userEvent.hover(button)
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Wishlist')
    await userEvent.click(button)
    await expect(args.onClick).toHaveBeenCalledTimes(1)
  },
}
export const WithBadge: Story = {
  args: { label: 'View Cart', icon: <ShoppingBag size={22} aria-hidden="true" />, badge: 3 },
}
