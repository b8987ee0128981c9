import type { PageContext } from 'vike/types'
import { messagesIn } from '@/lib/i18n/messages'
import { settingsMessages } from '@/lib/i18n/messages/settings'

/**
 * This page renders in the browser only (`ssr: false`): the server builds its HTML without rendering the page,
 * so its title and description are settings here, not set by the page (docs/architecture.md §2.4).
 */
export default (pageContext: PageContext) => messagesIn(settingsMessages, pageContext.locale).pageTitle
