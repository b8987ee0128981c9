import type { Meta, StoryObj } from '@storybook/react-vite'
import { Hero, HeroSkeleton } from '@/components/catalogue/Hero'
import { sampleHero } from '@/tests/fixtures/catalogue'

const meta: Meta<typeof Hero> = {
  title: 'Catalogue/Hero',
  component: Hero,
  args: { hero: sampleHero },
  decorators: [
    (Story) => (
      <div style={{ padding: 16, maxWidth: 1200, margin: '0 auto' }}>
        <Story />
      </div>
    ),
  ],
}
export default meta
type Story = StoryObj<typeof Hero>

export const Filled: Story = {}
export const WithoutSlogan: Story = { args: { hero: { ...sampleHero, slogan: null } } }
export const Loading: Story = { render: () => <HeroSkeleton /> }
