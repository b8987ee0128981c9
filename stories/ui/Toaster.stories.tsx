import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '@/components/ui/Button'
import ToastList from '@/components/ui/ToastList'
import { Toaster } from '@/components/ui/Toaster'
import { toast } from '@/lib/toast/store'
import { toastRegionName } from '@/lib/i18n/toastRegion'

const meta: Meta<typeof ToastList> = {
  title: 'UI/Toast',
  component: ToastList,
  args: { toasts: [] },
  // One notifications region on the page: this story's, not the preview's global toaster too.
  parameters: { toaster: false },
}
export default meta
type Story = StoryObj<typeof ToastList>

export const None: Story = {}

export const Default: Story = {
  args: {
    toasts: [
      {
        id: '1',
        open: true,
        variant: 'default',
        title: 'Subscription Successful',
        description: 'You have successfully subscribed to our newsletter',
        duration: Infinity,
      },
    ],
  },
}

export const Destructive: Story = {
  args: {
    toasts: [
      {
        id: '2',
        open: true,
        variant: 'destructive',
        title: 'Please login',
        description: 'You need to be logged in to view your wishlist',
        duration: Infinity,
      },
    ],
  },
}

/** The app's toaster on the toast store: a toast appears in the notifications region and Close dismisses it. */
export const DismissedByClose: Story = {
  render: () => (
    <>
      <Button
        onClick={() =>
          toast({ title: 'Subscription Successful', description: 'You have successfully subscribed to our newsletter' })
        }
      >
        Subscribe
      </Button>
      <Toaster />
    </>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Subscribe' }))
    const region = within(await screen.findByRole('region', { name: toastRegionName() }, { timeout: 5000 }))
    await expect(await region.findByText('Subscription Successful')).toBeVisible()
    await userEvent.click(region.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(region.queryByText('Subscription Successful')).not.toBeInTheDocument(), {
      timeout: 3000,
    })
  },
}
