import * as Tooltip from '@radix-ui/react-tooltip'
import type { Decorator, Preview } from '@storybook/react-vite'
import { Provider } from 'react-redux'
import { ThemeProvider } from 'styled-components'
import { GlobalStyle } from '@/components/ui/GlobalStyle'
import { theme } from '@/components/ui/theme'
import { Toaster } from '@/components/ui/Toaster'
import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@/lib/constants'
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

/** The app's providers; `parameters.toaster: false` leaves out the global toaster (stories that render their own). */
const withTheme: Decorator = (Story, context) => (
  <ThemeProvider theme={theme}>
    <GlobalStyle />
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <Story />
      {context.parameters.toaster === false ? null : <Toaster />}
    </Tooltip.Provider>
  </ThemeProvider>
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
