import type { Meta, StoryObj } from '@storybook/react-vite'
import { DefinitionList } from '@/components/prose/DefinitionList'
import { Prose } from '@/components/prose/Prose'

const meta = {
  title: 'Content/DefinitionList',
  component: DefinitionList,
  args: {
    definitions: [
      ['Order', 'the products you buy together in one checkout, with one order number.'],
      ['Business day', 'Monday to Friday, except public holidays in Victoria.'],
      [
        'Change of mind',
        'a return of an item that is not faulty, damaged or wrong: the fit, the colour, or you would simply rather not keep it.',
      ],
    ],
  },
  decorators: [
    (Story) => (
      <Prose as="div">
        <Story />
      </Prose>
    ),
  ],
} satisfies Meta<typeof DefinitionList>

export default meta
type Story = StoryObj<typeof meta>

/** Words and what they mean, as the policies define them. */
export const Terms: Story = {}

/** Terms that are code, each in a `<code>`; a meaning can hold markup of its own. */
export const CodeTerms: Story = {
  args: {
    codeTerms: true,
    definitions: [
      [
        'theme',
        <>
          Light or dark, as you last chose it. <em>Kept:</em> until you choose again.
        </>,
      ],
      [
        'recently-viewed',
        <>
          The last products you opened. <em>Kept:</em> for 30 days.
        </>,
      ],
    ],
  },
}
