import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { ProfileForm } from '@/components/account/settings/ProfileForm'

const meta: Meta<typeof ProfileForm> = {
  title: 'Account/Settings/ProfileForm',
  component: ProfileForm,
  args: { fullName: 'Amina Rahman', onSave: async (fullName) => ({ fullName }) },
  parameters: { layout: 'padded' },
}
export default meta
type Story = StoryObj<typeof ProfileForm>

export const Default: Story = {}

export const ValidationError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.clear(canvas.getByLabelText('Full name'))
    await userEvent.click(canvas.getByRole('button', { name: 'Save name' }))
    await expect(await canvas.findByText('Please enter your name')).toBeInTheDocument()
  },
}

export const Submitting: Story = {
  args: { onSave: () => new Promise(() => {}) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Save name' }))
    await expect(canvas.getByLabelText('Full name')).toBeDisabled()
  },
}
