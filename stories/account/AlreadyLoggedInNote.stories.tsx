import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { AlreadyLoggedInNote } from '@/components/account/AlreadyLoggedInNote'
import { initialSessionState } from '@/lib/store/session'

const meta: Meta<typeof AlreadyLoggedInNote> = {
  title: 'Account/AlreadyLoggedInNote',
  component: AlreadyLoggedInNote,
  parameters: { layout: 'padded' },
}
export default meta

/** To someone logged in (a session whose token expires in 2100). */
export const Default: StoryObj<typeof AlreadyLoggedInNote> = {
  parameters: {
    store: { session: { ...initialSessionState, token: 'note.eyJleHAiOjQxMDI0NDQ4MDB9.sig', restored: true } },
  },
}

/** To a visitor: nothing, so /login and /signup place it without asking. */
export const LoggedOut: StoryObj<typeof AlreadyLoggedInNote> = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toBeEmptyDOMElement()
  },
}
