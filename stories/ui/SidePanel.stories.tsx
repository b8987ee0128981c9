import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { SidePanel } from '@/components/ui/SidePanel'

const meta: Meta<typeof SidePanel> = {
  title: 'UI/SidePanel',
  component: SidePanel,
  args: {
    open: true,
    onClose: fn(),
    side: 'end',
    title: 'Bag',
    closeLabel: 'Close bag',
    width: 'min(420px, 100vw)',
    children: <p style={{ padding: 20 }}>The panel's contents.</p>,
  },
}
export default meta
type Story = StoryObj<typeof SidePanel>

/** The bag's side: from the inline end (the right in English), modal (the rest of the page is hidden from assistive tech). Escape asks the owner to close it. */
export const Right: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body)
    const panel = await page.findByRole('dialog', { name: 'Bag' })
    await expect(panel).toBeVisible()
    await waitFor(() => expect(canvasElement.closest('[aria-hidden="true"]')).not.toBeNull())
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(args.onClose).toHaveBeenCalled())
  },
}

/** The phone menu's side: from the inline start (the left in English). */
export const Left: Story = {
  args: { side: 'start', title: 'Menu', closeLabel: 'Close menu', width: 'min(320px, 85vw)' },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body)
    await userEvent.click(await page.findByRole('button', { name: 'Close menu' }))
    await expect(args.onClose).toHaveBeenCalled()
  },
}

/** Closed and never opened: nothing is rendered and the dialog's code is not loaded. */
export const Closed: Story = {
  args: { open: false },
  // An empty page: no Arabic picture (Right and Left are the panel's two sides in Arabic; tests/visual/story-shots.ts).
  parameters: { rtlShot: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull()
  },
}

/** Opened from a button and closed again: focus goes back to the button. */
export const OpenedFromAButton: Story = {
  args: { open: false },
  // It ends closed, with only its button: no Arabic picture (tests/visual/story-shots.ts).
  parameters: { rtlShot: false },
  render: function Render(args) {
    const [open, setOpen] = useState(false)
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open panel
        </button>
        <SidePanel {...args} open={open} onClose={() => setOpen(false)} />
      </>
    )
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body)
    const opener = page.getByRole('button', { name: 'Open panel' })
    await userEvent.click(opener)
    await userEvent.click(await page.findByRole('button', { name: 'Close bag' }))
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(opener).toHaveFocus())
  },
}
