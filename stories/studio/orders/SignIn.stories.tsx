import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Notice } from '@/studio/tools/orders/Notice'
import { ordersText } from '@/studio/tools/orders/messages'
import { SignIn } from '@/studio/tools/orders/SignIn'
import { studioFrame } from './StudioFrame'

const meta: Meta<typeof SignIn> = {
  title: 'Studio/Orders/SignIn',
  component: SignIn,
  decorators: [studioFrame()],
  args: { endpoint: '/graphql', onSignedIn: fn() },
}
export default meta
type Story = StoryObj<typeof SignIn>

export const Empty: Story = {}
export const SessionEnded: Story = { args: { notice: ordersText.sessionExpired } }
export const MissingFields: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter your e-mail and password.')
    await expect(args.onSignedIn).not.toHaveBeenCalled()
  },
}
/** The role revoked while signed in (a shopper's sign-in is refused on the form itself). */
export const NotStaff: StoryObj<typeof Notice> = {
  render: () => <Notice title={ordersText.notStaff.title} body={ordersText.notStaff.body} />,
}
export const NotConfigured: StoryObj<typeof Notice> = {
  render: () => <Notice title={ordersText.notConfigured.title} body={ordersText.notConfigured.body} />,
}
