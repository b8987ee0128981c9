import { useLayoutEffect, type ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { AppProviders } from '@/components/ui/AppProviders'
import { directionOf, LANGUAGE_TAGS } from '@/lib/i18n/locale'

/**
 * Providers around every page, the error page included, and around +Layout (vike-react nests Wrapper > Layout >
 * Page). The Redux store's Provider is vike-react-redux's own Wrapper; bag persistence still starts only after
 * hydration (pages/+onHydrationEnd.ts), so there is no PersistGate here.
 */
export default function Wrapper({ children }: { children: ReactNode }) {
  const { locale } = usePageContext()
  useLayoutEffect(() => {
    // The server writes `<html lang dir>`; a client navigation to the other language must change them before paint.
    document.documentElement.dir = directionOf(locale)
    document.documentElement.lang = LANGUAGE_TAGS[locale]
  }, [locale])
  return <AppProviders locale={locale}>{children}</AppProviders>
}
