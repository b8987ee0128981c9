import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { LanguageSwitch } from '@/components/layout/LanguageSwitch'
import { LocaleProvider } from '@/lib/react/LocaleContext'

const meta: Meta<typeof LanguageSwitch> = {
  title: 'Layout/LanguageSwitch',
  component: LanguageSwitch,
  args: { currentUrl: '/products?page=2' },
  // Each story is about the page's own language: no Arabic re-run of the English page; and the link has no rule for
  // the width, so no phone picture either (tests/visual/story-shots.ts).
  parameters: { layout: 'padded', rtlShot: false, phoneShot: false },
}
export default meta
type Story = StoryObj<typeof LanguageSwitch>

/** On an English page: the same page in Arabic, named in Arabic. */
export const OnEnglishPage: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'العربية' })
    await expect(link).toHaveAttribute('href', '/ar/products?page=2')
    await expect(link).toHaveAttribute('lang', 'ar')
  },
}

/** On an Arabic page: back to the same page in English. */
export const OnArabicPage: Story = {
  decorators: [
    (Story) => (
      <LocaleProvider locale="ar">
        <div dir="rtl" lang="ar">
          <Story />
        </div>
      </LocaleProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'English' })
    await expect(link).toHaveAttribute('href', '/products?page=2')
  },
}
