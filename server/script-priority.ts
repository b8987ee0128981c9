/**
 * Every page is rendered on the server with its styles inline, so nothing on the first paint waits for JavaScript:
 * Vike's entry `<script type="module" async>` and its `<link rel="modulepreload">` tags only hydrate. Chrome still
 * fetches module scripts at high priority (classic async scripts get low), and then they compete with the LCP image
 * for the connection, and Lighthouse's simulation counts every high-priority script that finished before the first
 * paint as render-blocking. `fetchpriority="low"` says what they are (docs/performance.md). Vike has no option for
 * the attributes of its tags, so the rendered HTML gets them here.
 */
const MODULE_PRELOAD = '<link rel="modulepreload" '
const ENTRY_SCRIPT = /<script (src="[^"]+" type="module" async)>/g

export function lowerScriptPriority(html: string): string {
  return html
    .replaceAll(MODULE_PRELOAD, `${MODULE_PRELOAD}fetchpriority="low" `)
    .replace(ENTRY_SCRIPT, '<script $1 fetchpriority="low">')
}
