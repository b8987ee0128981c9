/** Rendering a component for a jsdom test the way the shop mounts it, with its toasts readable as text. */
import { cleanup, render } from '@testing-library/react'
import { StrictMode, type ReactNode } from 'react'
import { Provider } from 'react-redux'
import { ThemeProvider } from 'styled-components'
import { theme } from '@/components/ui/theme'
import { createAppStore, type AppStore } from '@/lib/store/createStore'
import { dismissToast, useToast } from '@/lib/toast/store'

/** The open toasts as a list of "title | description" items, so a test finds a toast by its words. */
function Toasts() {
  const { toasts } = useToast()
  return (
    <ul aria-label="toasts">
      {toasts
        .filter((t) => t.open)
        .map((t) => (
          <li key={t.id}>
            {t.title} | {t.description}
          </li>
        ))}
    </ul>
  )
}

/** Renders `ui` under StrictMode, the store and the theme, with the toasts beside it; returns the store. */
export function renderWithStore(ui: ReactNode, store: AppStore = createAppStore({ storage: window.localStorage })) {
  render(
    <StrictMode>
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          {ui}
          <Toasts />
        </ThemeProvider>
      </Provider>
    </StrictMode>,
  )
  return store
}

/** For afterEach: unmounts what the test rendered, closes its toasts and empties localStorage. */
export function cleanUpRendering() {
  cleanup()
  dismissToast()
  localStorage.clear()
}
