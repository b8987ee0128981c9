import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { PasskeyList, Passkeys } from '@/studio/tools/orders/Passkeys'
import { fixturePasskeys, studioFrame } from './StudioFrame'

const meta: Meta<typeof PasskeyList> = {
  title: 'Studio/Orders/Passkeys',
  component: PasskeyList,
  decorators: [studioFrame()],
  args: { passkeys: fixturePasskeys, onRemove: fn() },
}
export default meta
type Story = StoryObj<typeof PasskeyList>

export const List: Story = {}
export const None: Story = { args: { passkeys: [] } }
/** One is being removed: every button waits. */
export const Removing: Story = { args: { busyId: 'cred-laptop' } }

/** The tab: the list from the shop, a name for a new one, and Add. */
export const Panel: StoryObj<typeof Passkeys> = {
  render: () => <Passkeys />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Work laptop')).toBeVisible()
  },
}
export const MissingName: StoryObj<typeof Passkeys> = {
  render: () => <Passkeys />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await canvas.findByText('Work laptop')
    await userEvent.click(canvas.getByRole('button', { name: 'Add a passkey' }))
    await expect(canvas.getByRole('alert')).toHaveTextContent('Give the passkey a name first.')
  },
}
export const Removed: StoryObj<typeof Passkeys> = {
  render: () => <Passkeys />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove passkey Work laptop' }))
    await expect(await canvas.findByRole('status')).toHaveTextContent('Passkey “Work laptop” removed.')
    await expect(canvas.queryByText('Work laptop')).toBeNull()
  },
}
