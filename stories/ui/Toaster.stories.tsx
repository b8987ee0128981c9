import type { Meta, StoryObj } from '@storybook/react-vite'
import ToastList from '@/components/ui/ToastList'

const meta: Meta<typeof ToastList> = { title: 'UI/Toast', component: ToastList, args: { toasts: [] } }
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
