import type { Meta, StoryObj } from '@storybook/react-vite'
import { TableOfContents } from '@/components/prose/TableOfContents'

const meta = {
  title: 'Content/TableOfContents',
  component: TableOfContents,
  args: { entries: [] },
} satisfies Meta<typeof TableOfContents>

export default meta
type Story = StoryObj<typeof meta>

/** With nothing to list, nothing is rendered (no empty landmark). */
export const NoEntries: Story = {}

export const FewEntries: Story = {
  args: {
    entries: [
      { id: 'dispatch', title: 'Processing and dispatch' },
      { id: 'returns', title: 'Returns' },
      { id: 'refunds', title: 'Refunds' },
    ],
  },
}

/** Long lists flow into two columns from the md breakpoint. */
export const ManyEntries: Story = {
  args: {
    entries: [
      'Introduction',
      'Interpretation and definitions',
      'Personal data we collect',
      'Usage data',
      'Tracking technologies and cookies',
      'How we use your personal data',
      'Sharing your personal data',
      'Retention of your personal data',
      'Transfer of your personal data',
      'Deleting your personal data',
      'Disclosure of your personal data',
      'Security of your personal data',
      'Children’s privacy',
      'Links to other websites',
      'Changes to this privacy policy',
      'Questions and complaints',
    ].map((title, index) => ({ id: `section-${index + 1}`, title })),
  },
}

export const CustomLabel: Story = {
  args: { ...FewEntries.args, label: 'Contents' },
}
