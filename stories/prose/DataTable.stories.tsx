import type { Meta, StoryObj } from '@storybook/react-vite'
import { DataTable } from '@/components/prose/DataTable'
import { Prose } from '@/components/prose/Prose'

const meta = {
  title: 'Content/DataTable',
  component: DataTable,
  args: {
    caption: 'Caring for each fabric',
    columns: ['Fabric', 'Washing'],
    rows: [
      ['Chiffon', 'By hand, cold'],
      ['Jersey', 'Machine, 30 °C'],
      ['Linen', 'Machine, 40 °C'],
    ],
  },
  decorators: [
    (Story) => (
      <Prose as="div">
        <Story />
      </Prose>
    ),
  ],
} satisfies Meta<typeof DataTable>

export default meta
type Story = StoryObj<typeof meta>

/** A caption, the column headers and one header a row. */
export const TwoColumns: Story = {}

/** More columns, a long row header that wraps, and a cell with markup. */
export const SeveralColumns: Story = {
  args: {
    caption: 'Parcel sizes',
    columns: ['Parcel', 'Largest side', 'Weight', 'Tracked'],
    rows: [
      ['Satchel', '35 cm', 'up to 1 kg', 'Yes'],
      [
        'Box for an abaya with a matching hijab and an under-scarf',
        '40 cm',
        'up to 3 kg',
        <strong>Yes, signed for</strong>,
      ],
    ],
  },
}
