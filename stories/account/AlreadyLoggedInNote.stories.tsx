import type { Meta, StoryObj } from '@storybook/react-vite'
import { AlreadyLoggedInNote } from '@/components/account/AlreadyLoggedInNote'

const meta: Meta<typeof AlreadyLoggedInNote> = {
  title: 'Account/AlreadyLoggedInNote',
  component: AlreadyLoggedInNote,
  parameters: { layout: 'padded' },
}
export default meta

export const Default: StoryObj<typeof AlreadyLoggedInNote> = {}
