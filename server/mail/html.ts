/** Escaping for everything interpolated into mail HTML and the /dev/mail pages. */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c)
}

/** Turns escaped plain text into HTML with clickable http(s) links (the text is escaped first, then linked). */
export function linkify(text: string): string {
  return escapeHtml(text).replace(
    /\bhttps?:\/\/[^\s<>"']+/g,
    (url) => `<a href="${url}" rel="noopener noreferrer" target="_blank">${url}</a>`,
  )
}
