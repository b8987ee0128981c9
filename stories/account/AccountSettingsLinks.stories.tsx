import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { storyLocale } from '@/.storybook/storyLocale'
import { AccountSettingsLinks, SETTINGS_SECTIONS } from '@/components/account/AccountSettingsLinks'
import { messagesIn } from '@/lib/i18n/messages'
import { accountPageMessages } from '@/lib/i18n/messages/accountPage'
import { settingsMessages } from '@/lib/i18n/messages/settings'

const meta: Meta<typeof AccountSettingsLinks> = {
  title: 'Account/AccountSettingsLinks',
  component: AccountSettingsLinks,
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 800 }}>{Story()}</div>],
}
export default meta
type Story = StoryObj<typeof AccountSettingsLinks>

/** Each settings section, by its heading, links straight to it. */
export const Default: Story = {
  play: async ({ canvasElement, globals }) => {
    const locale = storyLocale(globals)
    const t = messagesIn(accountPageMessages, locale).settings
    const headings = messagesIn(settingsMessages, locale)
    const section = within(canvasElement).getByRole('region', { name: t.heading })
    const links = within(section).getAllByRole('link')
    await expect(links).toHaveLength(SETTINGS_SECTIONS.length)
    await expect(links[2]).toHaveAccessibleName(new RegExp(headings.password.heading))
    await expect(links[2]).toHaveAttribute('href', expect.stringMatching(/\/account\/settings#password-heading$/))
  },
}

export const Arabic: Story = { ...Default, globals: { locale: 'ar' } }

/** One column on a phone. */
export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } }
