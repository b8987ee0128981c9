import type { ReactNode } from 'react'
import { AppProviders } from '@/components/ui/AppProviders'

/**
 * Providers around every page, the error page included, and around +Layout (vike-react nests Wrapper > Layout >
 * Page). The Redux store's Provider is vike-react-redux's own Wrapper; bag persistence still starts only after
 * hydration (pages/+onHydrationEnd.ts), so there is no PersistGate here.
 */
export default function Wrapper({ children }: { children: ReactNode }) {
  return <AppProviders>{children}</AppProviders>
}
