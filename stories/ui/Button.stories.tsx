import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Button, ButtonLink } from '@/components/ui/Button'

const meta: Meta<typeof Button> = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Add To Bag', onClick: fn() },
  parameters: { layout: 'padded' },
}
export default meta
type Story = StoryObj<typeof Button>

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add To Bag' }))
    await expect(args.onClick).toHaveBeenCalledTimes(1)
  },
}
export const Secondary: Story = { args: { variant: 'secondary' } }
export const Ghost: Story = { args: { variant: 'ghost', children: 'Remove' } }
/** Busy: disabled, announced by its label, and a click does nothing. */
export const Loading: Story = {
  args: { loading: true, loadingLabel: 'Adding to bag' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button')
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await expect(within(button).getByRole('status', { name: 'Adding to bag' })).toBeInTheDocument()
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}
export const Disabled: Story = { args: { disabled: true } }
export const AsLink: Story = { render: () => <ButtonLink href="/products">Shop Now</ButtonLink> }
