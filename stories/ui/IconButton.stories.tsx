import { Heart, ShoppingBag } from 'lucide-react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { IconButton } from '@/components/ui/IconButton'

const meta: Meta<typeof IconButton> = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { label: 'Wishlist', icon: <Heart size={22} aria-hidden="true" /> },
  parameters: { layout: 'centered' },
}
export default meta
type Story = StoryObj<typeof IconButton>

export const Plain: Story = {}
export const WithBadge: Story = {
  args: { label: 'View Cart', icon: <ShoppingBag size={22} aria-hidden="true" />, badge: 3 },
}
