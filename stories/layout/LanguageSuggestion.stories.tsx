import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { LanguageSuggestion } from '@/components/layout/LanguageSuggestion'

const meta: Meta<typeof LanguageSuggestion> = {
  title: 'Layout/LanguageSuggestion',
  component: LanguageSuggestion,
  args: { currentUrl: '/product/classic-nidha-abaya', languages: ['ar-SA', 'en'] },
  // It is only ever shown on an English page: no Arabic re-run (tests/visual/story-shots.ts).
  parameters: { rtlShot: false },
  // Each story starts as a first visit.
  beforeEach: () => localStorage.removeItem('language-suggestion'),
}
export default meta
type Story = StoryObj<typeof LanguageSuggestion>

/** A browser that reads Arabic first, on an English page: the same page in Arabic is suggested, in Arabic. */
export const ArabicBrowser: Story = {
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'تصفّح بالعربية' })
    await expect(link).toHaveAttribute('href', '/ar/product/classic-nidha-abaya')
  },
}

/** "No thanks" hides it, and it is not suggested again. */
export const Dismissed: Story = {
  // Nothing is shown at its end: no phone picture (ArabicBrowser has the banner's; tests/visual/story-shots.ts).
  parameters: { phoneShot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'لا، شكرًا' }))
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument()
    await expect(localStorage.getItem('language-suggestion')).toBe('dismissed')
  },
}

/** A browser that reads English first: nothing is shown. */
export const EnglishBrowser: Story = {
  args: { languages: ['en-AU', 'ar'] },
  parameters: { phoneShot: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).not.toBeInTheDocument()
  },
}
