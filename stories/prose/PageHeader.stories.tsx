import type { Meta, StoryObj } from '@storybook/react-vite'
import { PageHeader } from '@/components/prose/PageHeader'
import { PRIVACY_POLICY_DATE } from '@/lib/constants'

const meta = {
  title: 'Content/PageHeader',
  component: PageHeader,
  args: { title: 'Our Story' },
} satisfies Meta<typeof PageHeader>

export default meta
type Story = StoryObj<typeof meta>

export const TitleOnly: Story = {}

export const WithLead: Story = {
  args: {
    kicker: 'About us',
    lead: 'A mother, a daughter and a kitchen table in Melbourne.',
  },
}

export const WithLastUpdated: Story = {
  args: {
    kicker: 'Legal',
    title: 'Privacy Policy',
    lead: 'What personal information we collect, why we collect it, and the choices you have.',
    lastUpdated: PRIVACY_POLICY_DATE,
  },
}

export const LongTitle: Story = {
  args: {
    title: 'Electronic communications, transactions and signatures',
  },
}
