import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { SearchEmptyState, SearchResultsHeader } from '@/components/search/SearchResults'
import { routes } from '@/lib/routes'

const meta: Meta = { title: 'Search/SearchResults' }
export default meta
type Story = StoryObj

const onSearch = fn()

/** The count is announced; searching again hands the new address to the page. */
export const Found: Story = {
  render: () => <SearchResultsHeader query="abaya" total={3} onSearch={onSearch} />,
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
