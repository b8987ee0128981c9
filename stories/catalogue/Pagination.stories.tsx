import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Pagination } from '@/components/catalogue/Pagination'
import { routes } from '@/lib/routes'

const meta: Meta<typeof Pagination> = {
  title: 'Catalogue/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 3, hrefFor: routes.productsPage, onNavigate: fn() },
  parameters: { layout: 'padded' },
}
export default meta
type Story = StoryObj<typeof Pagination>

export const FirstPage: Story = {}
/** The current page is marked; a link hands its page and address to the caller. */
export const MiddlePage: Story = {
  args: { page: 2 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('2')).toHaveAttribute('aria-current', 'page')
    await userEvent.click(canvas.getByRole('link', { name: 'Next page' }))
    await expect(args.onNavigate).toHaveBeenCalledWith(3, routes.productsPage(3))
    await userEvent.click(canvas.getByRole('link', { name: 'Page 1' }))
    await expect(args.onNavigate).toHaveBeenLastCalledWith(1, routes.productsPage(1))
  },
}
export const LastPage: Story = { args: { page: 3 } }
export const ManyPages: Story = { args: { page: 5, pageCount: 9 } }
/** One page: nothing to show. */
export const SinglePage: Story = {
  args: { pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument()
  },
}
