/**
 * The browser's localStorage, or undefined where there is none (the server) or the browser refuses it: in a
 * sandboxed frame, or with site data blocked (as a Studio's Presentation pane may be), merely reading
 * `window.localStorage` throws a SecurityError. Every reader of storage starts here, so the shop then works as for a
 * first visit instead of failing to start (docs/architecture.md §7.3).
 */
export function availableLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage
  } catch {
    return undefined
  }
}
