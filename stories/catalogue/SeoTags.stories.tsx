import type { Meta, StoryObj } from '@storybook/react-vite'
import { renderToStaticMarkup } from 'react-dom/server'
import { SeoTags, type SeoData } from '@/components/catalogue/SeoTags'

/** Head tags are invisible; the story shows the markup they produce. */
function SeoPreview({ seo }: { seo: SeoData }) {
  return (
    <pre style={{ padding: 16, whiteSpace: 'pre-wrap' }}>
      {renderToStaticMarkup(<SeoTags seo={seo} locale="en" />).replace(/></g, '>\n<')}
    </pre>
  )
}

const meta: Meta<typeof SeoPreview> = {
  title: 'Catalogue/SeoTags',
  component: SeoPreview,
  args: {
    seo: {
      canonical: 'https://shop.example/products?page=2',
      ogImage: 'https://shop.example/content/images/local/production/x-1200x630.webp',
    },
  },
}
export default meta
type Story = StoryObj<typeof SeoPreview>

export const Listing: Story = {}
export const WithoutImage: Story = { args: { seo: { canonical: 'https://shop.example/category/women' } } }
export const Product: Story = {
  args: {
    seo: {
      canonical: 'https://shop.example/product/rose-chiffon-hijab',
      ogType: 'product',
      ogImage: 'https://shop.example/content/images/local/production/x-1200x1200.webp',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: 'Rose Chiffon Hijab',
        sku: 'price_rose',
        offers: { '@type': 'Offer', price: '24.95', priceCurrency: 'AUD' },
      },
    },
  },
}
