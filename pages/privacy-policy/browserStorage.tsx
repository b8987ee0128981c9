import type { Definition } from '@/components/prose/DefinitionList'
import { PERSIST_KEY, PERSIST_KEY_PREFIX, SESSION_TOKEN_KEY, WISHLIST_STORAGE_KEY } from '@/lib/constants'

/** The keys this site itself keeps in the browser's local storage (lib/constants.ts), in the policy's order. */
const STORAGE_KEYS = {
  /** The bag, as redux-persist writes it. */
  bag: `${PERSIST_KEY_PREFIX}${PERSIST_KEY}`,
  wishlist: WISHLIST_STORAGE_KEY,
  session: SESSION_TOKEN_KEY,
}

/** What one key holds and how long it is kept, in one language. */
export type BrowserStorage = Record<keyof typeof STORAGE_KEYS, { holds: string; kept: string }>

/** The policy's list of what is kept in the browser: each key, what it holds and, after `keptLabel`, for how long. */
export function browserStorageDefinitions(storage: BrowserStorage, keptLabel: string): Definition[] {
  return (Object.keys(STORAGE_KEYS) as Array<keyof BrowserStorage>).map((name) => [
    STORAGE_KEYS[name],
    <>
      {storage[name].holds} <em>{keptLabel}</em> {storage[name].kept}
    </>,
  ])
}
