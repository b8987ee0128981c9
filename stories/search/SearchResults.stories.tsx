import type { Meta, StoryObj } from '@storybook/react-vite'
import { SearchEmptyState, SearchResultsHeader } from '@/components/search/SearchResults'

const meta: Meta = { title: 'Search/SearchResults' }
export default meta
type Story = StoryObj

export const Found: Story = { render: () => <SearchResultsHeader query="abaya" total={3} /> }

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
