import type { Meta, StoryObj } from '@storybook/react-vite'
import { Callout } from '@/components/prose/Callout'

const meta = {
  title: 'Content/Callout',
  component: Callout,
  args: {
    title: 'Not satisfied with our response?',
    children: <p>You can take your complaint to the Office of the Australian Information Commissioner.</p>,
  },
} satisfies Meta<typeof Callout>

export default meta
type Story = StoryObj<typeof meta>

export const Info: Story = {}

export const Important: Story = {
  args: {
    tone: 'important',
    title: 'Addresses we cannot deliver to',
    children: <p>We do not ship to PO Boxes or to military addresses.</p>,
  },
}

export const WithoutTitle: Story = {
  args: { title: undefined },
}
