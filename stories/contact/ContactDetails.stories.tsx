import type { Meta, StoryObj } from '@storybook/react-vite'
import { ContactDetails } from '@/components/contact/ContactDetails'

const meta: Meta<typeof ContactDetails> = {
  title: 'Contact/ContactDetails',
  component: ContactDetails,
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 440 }}>{Story()}</div>],
}
export default meta
type Story = StoryObj<typeof ContactDetails>

/** As on /contact-us today: replies come by e-mail to the address in the form. */
export const Default: Story = {}

/** With a public shop address to write to directly. */
export const WithEmail: Story = { args: { email: 'hello@noorandthread.test' } }
