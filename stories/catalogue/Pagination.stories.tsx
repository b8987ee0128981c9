import type { Meta, StoryObj } from '@storybook/react-vite'
import { Pagination } from '@/components/catalogue/Pagination'
import { routes } from '@/lib/routes'

const meta: Meta<typeof Pagination> = {
  title: 'Catalogue/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 3, hrefFor: routes.productsPage, onNavigate: () => {} },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
}
export default meta
type Story = StoryObj<typeof Pagination>

export const FirstPage: Story = {}
export const MiddlePage: Story = { args: { page: 2 } }
export const LastPage: Story = { args: { page: 3 } }
export const ManyPages: Story = { args: { page: 5, pageCount: 9 } }
/** One page: nothing to show. */
export const SinglePage: Story = { args: { pageCount: 1 } }
