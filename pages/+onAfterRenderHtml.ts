import { useConfig } from 'vike-react/useConfig'
import type { PageContextServer } from 'vike/types'
import { serverStylesElement } from '@/components/ui/serverStyles'

/** The styles the render collected, in the page's `<head>` (components/ui/serverStyles.tsx). */
export default function onAfterRenderHtml(pageContext: PageContextServer): void {
  const sheet = pageContext.serverStyleSheet
  if (!sheet) return
  try {
    useConfig()({ Head: serverStylesElement(sheet) })
  } finally {
    sheet.seal()
  }
}
