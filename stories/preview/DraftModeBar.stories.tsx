import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { DraftModeBar } from '@/components/preview/DraftModeBar'

const meta: Meta<typeof DraftModeBar> = {
  title: 'Preview/DraftModeBar',
  component: DraftModeBar,
  args: { exitHref: '/api/draft-mode/disable?to=%2Fproduct%2Fclassic-nidha-abaya', live: true },
}
export default meta
type Story = StoryObj<typeof DraftModeBar>

/** An editor's page in the Presentation pane, hearing each change: drafts showing, and the way out. */
export const Live: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('region', { name: 'Draft preview' })
    await expect(within(bar).getByRole('status')).toHaveTextContent('Updates as you edit')
    await expect(within(bar).getByText(/Shoppers still see the published shop/)).toBeVisible()
    await expect(within(bar).getByRole('link', { name: 'Exit preview' })).toHaveAttribute(
      'href',
      '/api/draft-mode/disable?to=%2Fproduct%2Fclassic-nidha-abaya',
    )
  },
}

/** The stream of changes dropped (the shop restarted, the network blinked): the bar says it is reconnecting. */
export const Reconnecting: Story = {
  args: { live: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Reconnecting to the Studio…')
  },
}

/** In Arabic, right to left. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('region', { name: 'معاينة المسودّات' })
    await expect(within(bar).getByRole('link', { name: 'الخروج من المعاينة' })).toBeVisible()
  },
}
