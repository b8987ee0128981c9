import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, within } from 'storybook/test'
import { storyLocale } from '@/.storybook/storyLocale'
import { Footer } from '@/components/layout/Footer'
import { messagesIn } from '@/lib/i18n/messages'
import { footerMessages } from '@/lib/i18n/messages/footer'
import { sampleUser } from '@/tests/fixtures/users'
import { toastRegionName } from '@/lib/i18n/toastRegion'

const meta: Meta<typeof Footer> = {
  title: 'Layout/Footer',
  component: Footer,
  args: { onSubscribe: async () => true },
}
export default meta
type Story = StoryObj<typeof Footer>

export const Default: Story = {}

/** Subscribing fails: the destructive toast appears. */
export const SubscribeFails: Story = {
  args: { onSubscribe: async () => Promise.reject(new Error('offline')) },
  // Default shows the footer in Arabic and on a phone; NewsletterForm's Failure the toast (tests/visual/story-shots.ts).
  parameters: { rtlShot: false, phoneShot: false },
  play: async ({ canvasElement, globals }) => {
    const t = messagesIn(footerMessages, storyLocale(globals)).newsletter
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText(t.email), sampleUser.email)
    await userEvent.click(canvas.getByRole('button', { name: t.subscribe }))
    await expect(
      await within(await screen.findByRole('region', { name: toastRegionName() }, { timeout: 5000 })).findByText(
        t.failure.title,
      ),
    ).toBeVisible()
  },
}
