import type { Decorator, Preview } from '@storybook/react-vite'
import { Provider } from 'react-redux'
import { AppProviders } from '@/components/ui/AppProviders'
import { ARABIC_FONT_FAMILIES } from '@/components/ui/arabicFonts'
import { FONT_FACES, LATIN_FONT_FAMILIES } from '@/components/ui/fonts'
import { Toaster } from '@/components/ui/Toaster'
import { DEFAULT_LOCALE, directionOf, LANGUAGE_TAGS, LOCALE_NAMES, LOCALES } from '@/lib/i18n/locale'
import { createAppStore, type RootState } from '@/lib/store/createStore'
import { storyLocale } from './storyLocale'

// The shop's faces, Latin and Arabic, as pages/+Head.tsx declares them on an English page (an Arabic page also
// declares Inter's smaller cut, the same glyphs: components/ui/fonts.ts).
const faces = document.createElement('style')
faces.textContent = FONT_FACES.en
document.head.append(faces)

/**
 * Every font file, fetched before the first story renders (Vite serves them: components/ui/fontFiles.ts). A browser
 * fetches a face only once text in its range is laid out, so without this a story's first screenshot could catch text
 * (a story in Arabic, or the language switch's name in an English header) in a fallback face.
 */
async function loadFonts(): Promise<void> {
  const families = [
    ...LATIN_FONT_FAMILIES.map((family) => ({ font: `16px '${family}'`, sample: 'a' })),
    // The Arabic faces are a file per weight (components/ui/arabicFonts.ts): each weight the shop's styles use.
    ...ARABIC_FONT_FAMILIES.flatMap((family) =>
      [400, 500, 600, 700].map((weight) => ({ font: `${weight} 16px '${family}'`, sample: 'ع' })),
    ),
  ]
  const loaded = await Promise.all(families.map(({ font, sample }) => document.fonts.load(font, sample)))
  const missing = families.filter((_, i) => loaded[i]!.length === 0).map(({ font }) => font)
  if (missing.length) throw new Error(`No @font-face in the preview for ${missing.join(', ')}`)
}

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
 * The shop's providers (pages/+Wrapper.tsx) in the toolbar's language, and the toast viewport the layout adds;
 * `parameters.toaster: false` leaves it out (stories that render their own). Its toasts stay open: the visual test
 * shoots the story after its `play`, which on a loaded CI machine can come after a toast's five seconds.
 *
 * The page's `<html dir lang>` is set before the story renders, as the server sets it on a page: the styles mirror
 * by `:dir(rtl)` and logical properties (docs/architecture.md §7.5), so the document must be right-to-left too.
 */
const withTheme: Decorator = (Story, context) => {
  const locale = storyLocale(context.globals)
  document.documentElement.dir = directionOf(locale)
  document.documentElement.lang = LANGUAGE_TAGS[locale]
  return (
    <AppProviders locale={locale}>
      <Story />
      {context.parameters.toaster === false ? null : <Toaster keepOpen />}
    </AppProviders>
  )
}

const preview: Preview = {
  beforeAll: loadFonts,
  decorators: [withTheme, withStore],
  // The toolbar's language switch: the shop's texts and direction in each of its languages.
  globalTypes: {
    locale: {
      description: 'Language and direction of the shop',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LOCALES.map((locale) => ({ value: locale, title: `${LOCALE_NAMES[locale]} (${directionOf(locale)})` })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: DEFAULT_LOCALE },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // An axe violation fails the story's test (npm run test:storybook), not just a panel in the UI.
    a11y: { test: 'error' },
  },
}

export default preview
