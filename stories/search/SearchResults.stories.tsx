import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { SearchEmptyState, SearchResultsHeader } from '@/components/search/SearchResults'
import { routes } from '@/lib/routes'

const meta: Meta = { title: 'Search/SearchResults' }
export default meta
type Story = StoryObj

const onSearch = fn()

/**
 * The count is announced; searching again hands the new address to the page. The field is there below 1024 px only
 * (on a phone here), where the header has just a search icon.
 */
export const Found: Story = {
  render: () => <SearchResultsHeader query="abaya" total={3} onSearch={onSearch} />,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('3 products found')
    const field = canvas.getByRole('searchbox', { name: 'Search again' })
    await userEvent.clear(field)
    await userEvent.type(field, '  hijab ')
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }))
    await expect(onSearch).toHaveBeenCalledWith(routes.search('hijab'))
  },
}

/** From 1024 px the header's field holds the query: no second box here. */
export const FoundDesktop: Story = {
  render: () => <SearchResultsHeader query="abaya" total={3} onSearch={onSearch} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('3 products found')
    await expect(canvas.queryByRole('searchbox', { name: 'Search again' })).not.toBeInTheDocument()
  },
}

/** Nothing matched: the categories are suggested instead. */
export const NoMatch: Story = {
  render: () => (
    <>
      <SearchResultsHeader query="qqzx" total={0} />
      <SearchEmptyState query="qqzx" />
    </>
  ),
}

/** /search without a query. */
export const NoQuery: Story = {
  render: () => (
    <>
      <SearchResultsHeader query="" total={0} />
      <SearchEmptyState query="" />
    </>
  ),
}
