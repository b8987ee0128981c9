import type { Decorator, Preview } from '@storybook/react-vite'
import { Provider } from 'react-redux'
import { AppProviders } from '@/components/ui/AppProviders'
import { Toaster } from '@/components/ui/Toaster'
import { createAppStore, type RootState } from '@/lib/store/createStore'

/** Each story gets its own store; `parameters.store` seeds it (e.g. a filled, rehydrated cart). */
const withStore: Decorator = (Story, context) => {
  const preloadedState = context.parameters.store as Partial<RootState> | undefined
  const store = createAppStore({ preloadedState })
  return (
    <Provider store={store}>
      <Story />
    </Provider>
  )
}

/**
 * The shop's providers (pages/+Wrapper.tsx), and the toast viewport the layout adds; `parameters.toaster: false`
 * leaves it out (stories that render their own). Its toasts stay open: the visual test shoots the story after its
 * `play`, which on a loaded CI machine can come after a toast's five seconds.
 */
const withTheme: Decorator = (Story, context) => (
  <AppProviders>
    <Story />
    {context.parameters.toaster === false ? null : <Toaster keepOpen />}
  </AppProviders>
)

const preview: Preview = {
  decorators: [withTheme, withStore],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // An axe violation fails the story's test (npm run test:storybook), not just a panel in the UI.
    a11y: { test: 'error' },
  },
}

export default preview
