import { Heart, ShoppingBag } from 'lucide-react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { IconButton } from '@/components/ui/IconButton'
import { RETURNED_FOCUS_ATTRIBUTE } from '@/components/ui/returnedFocus'

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

/**
 * The focus a closing dialog puts back (useReturnFocus marks it) opens no tooltip: on a phone it stayed open over the
 * next page and made it scroll sideways (docs/product.md §2.2).
 */
export const NoTooltipOnReturnedFocus: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Wishlist' })
    button.setAttribute(RETURNED_FOCUS_ATTRIBUTE, '')
    button.focus()
    button.removeAttribute(RETURNED_FOCUS_ATTRIBUTE)
    await expect(button).toHaveFocus()
    await expect(screen.queryByRole('tooltip')).toBeNull()
  },
}

/** At the end of a phone's header the tooltip is moved inside the screen, its arrow still under the button. */
export const AtTheScreenEdge: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { label: 'View Cart (2 items)', icon: <ShoppingBag size={22} aria-hidden="true" />, badge: 2 },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', padding: 0 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await userEvent.tab()
    const tooltip = await within(canvasElement).findByRole('tooltip')
    await waitFor(() => {
      const box = tooltip.getBoundingClientRect()
      if (box.left < 0 || box.right > document.documentElement.clientWidth)
        throw new Error(`the tooltip spans ${box.left}…${box.right}`)
    })
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth)
  },
}
