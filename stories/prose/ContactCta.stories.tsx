import type { Meta, StoryObj } from '@storybook/react-vite'
import { ContactCta } from '@/components/prose/ContactCta'

const meta = {
  title: 'Content/ContactCta',
  component: ContactCta,
} satisfies Meta<typeof ContactCta>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const CustomText: Story = {
  args: {
    title: 'Need help with an order?',
    children: 'Tell us your order number and what has happened, and we will sort it out with you.',
    linkLabel: 'Get in touch',
  },
}
