import type { Meta, StoryObj } from '@storybook/react-vite'
import { Button, ButtonLink } from '@/components/ui/Button'

const meta: Meta<typeof Button> = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Add To Bag' },
  parameters: { layout: 'padded' },
}
export default meta
type Story = StoryObj<typeof Button>

export const Primary: Story = {}
export const Secondary: Story = { args: { variant: 'secondary' } }
export const Ghost: Story = { args: { variant: 'ghost', children: 'Remove' } }
export const Loading: Story = { args: { loading: true, loadingLabel: 'Adding to bag' } }
export const Disabled: Story = { args: { disabled: true } }
export const AsLink: Story = { render: () => <ButtonLink href="/products">Shop Now</ButtonLink> }
