import { DEFAULT_LOCALE } from '@/lib/i18n/locale'

/** A fixed page context for stories of components that read one (in English, as every story renders). */
export function usePageContext() {
  return {
    urlPathname: '/',
    routeParams: {},
    is404: false,
    abortReason: undefined,
    publicConfig: {},
    locale: DEFAULT_LOCALE,
  }
}
