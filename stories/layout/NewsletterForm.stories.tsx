import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, within } from 'storybook/test'
import { storyLocale } from '@/.storybook/storyLocale'
import { NewsletterForm } from '@/components/layout/NewsletterForm'
import type { Locale } from '@/lib/i18n/locale'
import { messagesIn } from '@/lib/i18n/messages'
import { footerMessages } from '@/lib/i18n/messages/footer'
import { validationMessages } from '@/lib/i18n/messages/validation'
import { toastRegionName } from '@/lib/i18n/toastRegion'

const meta: Meta<typeof NewsletterForm> = {
  title: 'Layout/NewsletterForm',
  component: NewsletterForm,
  args: { onSubscribe: async () => true },
  parameters: { layout: 'padded' },
}
export default meta
type Story = StoryObj<typeof NewsletterForm>

/** The form's texts and its validation message in the story's language. */
function textsIn(locale: Locale) {
  return { ...messagesIn(footerMessages, locale).newsletter, invalid: messagesIn(validationMessages, locale).email }
}

// InvalidEmail shows the same form in Arabic and on a phone, with its message (tests/visual/story-shots.ts).
export const Empty: Story = { parameters: { rtlShot: false, phoneShot: false } }

export const InvalidEmail: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = textsIn(storyLocale(globals))
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText(t.email), 'not-an-email')
    await userEvent.click(canvas.getByRole('button', { name: t.subscribe }))
    await expect(await canvas.findByText(t.invalid)).toBeInTheDocument()
  },
}

/** Submitting: the spinner shows while the request is pending. */
export const Submitting: Story = {
  args: { onSubscribe: () => new Promise(() => {}) },
  // The form's layout in Arabic and on a phone: InvalidEmail and Failure (tests/visual/story-shots.ts).
  parameters: { rtlShot: false, phoneShot: false },
  play: async ({ canvasElement, globals }) => {
    const t = textsIn(storyLocale(globals))
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText(t.email), 'amina@example.com')
    await userEvent.click(canvas.getByRole('button', { name: t.subscribe }))
    await expect(canvas.getByLabelText(t.email)).toBeDisabled()
  },
}

export const Failure: Story = {
  args: { onSubscribe: async () => Promise.reject(new Error('offline')) },
  play: async ({ canvasElement, globals }) => {
    const t = textsIn(storyLocale(globals))
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText(t.email), 'amina@example.com')
    await userEvent.click(canvas.getByRole('button', { name: t.subscribe }))
    await expect(
      await within(await screen.findByRole('region', { name: toastRegionName() }, { timeout: 5000 })).findByText(
        t.failure.title,
      ),
    ).toBeVisible()
  },
}
