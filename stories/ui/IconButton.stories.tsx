import { Heart, ShoppingBag } from 'lucide-react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
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

/** Keyboard focus shows the tooltip at once; Escape hides it (WCAG 1.4.13). */
export const TooltipOnFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.tab()
    const tooltip = await canvas.findByRole('tooltip', { name: 'Wishlist' })
    await expect(canvas.getByRole('button', { name: 'Wishlist' })).toHaveAttribute('aria-describedby', tooltip.id)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull())
  },
}
