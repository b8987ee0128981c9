import type { Meta, StoryObj } from '@storybook/react-vite'
import { Placeholder } from '@/components/prose/Placeholder'

const meta = {
  title: 'Content/Placeholder',
  component: Placeholder,
  args: { label: 'Agent Name' },
} satisfies Meta<typeof Placeholder>

export default meta
type Story = StoryObj<typeof meta>

export const Alone: Story = {}

/** Blanks read as gaps within running text. */
export const InASentence: Story = {
  render: () => (
    <p style={{ maxWidth: '60ch', lineHeight: 1.7 }}>
      Any legal action shall be brought in the state and federal courts located in <Placeholder label="County" />,{' '}
      <Placeholder label="State" />, within <Placeholder label="number" /> days.
    </p>
  ),
}

export const ShortLabel: Story = { args: { label: 'number' } }
