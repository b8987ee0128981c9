import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { DataExport } from '@/components/account/settings/DataExport'

const meta: Meta<typeof DataExport> = {
  title: 'Account/Settings/DataExport',
  component: DataExport,
  args: { onExport: () => new Promise(() => {}) },
  parameters: { layout: 'padded' },
}
export default meta
type Story = StoryObj<typeof DataExport>

export const Default: Story = {}

export const Preparing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Download my data' }))
    await expect(canvas.getByRole('button', { name: /Preparing/ })).toBeDisabled()
  },
}
