import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, userEvent, within } from 'storybook/test'
import { SearchBox, SearchBoxView } from '@/components/search/SearchBox'
import type { Suggestion } from '@/lib/search/suggestions'
import { sampleProducts, swatch } from '@/tests/fixtures/catalogue'

const suggestions: Suggestion[] = sampleProducts.slice(0, 4).map((p, i) => ({
  title: p.title,
  slug: p.slug,
  categoryName: p.categoryName,
  price: p.price,
  image: swatch(i * 60, 48, 60, ''),
}))

const meta: Meta<typeof SearchBoxView> = {
  title: 'Search/SearchBox',
  component: SearchBoxView,
  args: {
    query: 'abya',
    status: 'done',
    suggestions,
    defaultOpen: true,
    onQueryChange: () => {},
    onNavigate: () => {},
  },
  decorators: [(Story) => <div style={{ padding: 24, minHeight: 420 }}>{Story()}</div>],
}
export default meta
type Story = StoryObj<typeof SearchBoxView>

/** The list open with products, image and price. */
export const Filled: Story = {}

/** Waiting for the first answer. */
export const Loading: Story = { args: { status: 'loading', suggestions: [] } }

/** Nothing matches; Enter still searches. */
export const Empty: Story = { args: { query: 'qqzx', suggestions: [] } }

/** The suggestions endpoint failed; Enter still searches. */
export const Error: Story = { args: { status: 'error', suggestions: [] } }

/** Nothing typed: a plain search field. */
export const Idle: Story = { args: { query: '', status: 'idle', suggestions: [], defaultOpen: false } }

function Live() {
  const [went, setWent] = useState('')
  return (
    <>
      <SearchBox
        fetchSuggestions={async (query) =>
          suggestions.filter((s) => s.title.toLowerCase().includes(query.toLowerCase().slice(0, 3)))
        }
        onNavigate={setWent}
      />
      <p data-testid="went">{went}</p>
    </>
  )
}

/** Typing shows suggestions (debounced); arrows move, Enter opens the active product, Escape closes. */
export const Keyboard: Story = {
  render: () => <Live />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const box = canvas.getByRole('combobox', { name: 'Search products' })
    await userEvent.type(box, 'Cla')
    const option = await canvas.findByRole('option', { name: /Classic Nidha Abaya/ })
    await userEvent.keyboard('{ArrowDown}')
    await expect(option).toHaveAttribute('aria-selected', 'true')
    await userEvent.keyboard('{Enter}')
    await expect(canvas.getByTestId('went')).toHaveTextContent('/product/classic-nidha-abaya')
  },
}
