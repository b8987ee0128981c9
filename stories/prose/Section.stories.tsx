import type { Meta, StoryObj } from '@storybook/react-vite'
import { Prose } from '@/components/prose/Prose'
import { Section } from '@/components/prose/Section'
import { TableOfContents } from '@/components/prose/TableOfContents'

const meta = {
  title: 'Content/Section',
  component: Section,
  args: {
    id: 'returns',
    title: 'Returns',
    children: <p>You can return items within 30 days of delivery.</p>,
  },
  decorators: [
    (Story) => (
      <Prose as="div">
        <Story />
      </Prose>
    ),
  ],
} satisfies Meta<typeof Section>

export default meta
type Story = StoryObj<typeof meta>

export const Single: Story = {}

/** The table of contents and the sections come from the same list, so the links always land. */
export const WithTableOfContents: Story = {
  render: () => {
    const sections = [
      { id: 'dispatch', title: 'Processing and dispatch', text: 'We dispatch within 1-2 business days.' },
      { id: 'returns', title: 'Returns', text: 'You can return items within 30 days of delivery.' },
    ]
    return (
      <>
        <TableOfContents entries={sections} />
        {sections.map((section) => (
          <Section key={section.id} id={section.id} title={section.title}>
            <p>{section.text}</p>
          </Section>
        ))}
      </>
    )
  },
}
