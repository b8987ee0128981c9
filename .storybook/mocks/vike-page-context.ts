/** A fixed page context for stories of components that read one. */
export function usePageContext() {
  return { urlPathname: '/', routeParams: {}, is404: false, abortReason: undefined, publicConfig: {} }
}
