import type { PageContext } from 'vike/types'
import { messagesIn } from '@/lib/i18n/messages'
import { wishlistMessages } from '@/lib/i18n/messages/wishlist'

export default (pageContext: PageContext) => messagesIn(wishlistMessages, pageContext.locale).description
