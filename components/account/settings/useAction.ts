import { useState } from 'react'
import { useMessages } from '@/lib/react/LocaleContext'
import { settingsMessages } from '@/lib/i18n/messages/settings'
import { toast, type ToastInput } from '@/lib/toast/store'
import { serverMessage } from '../accountMessages'

/**
 * A button's call with the form conventions (docs/product.md §4.5): busy while it runs, a toast on success, the
 * destructive toast with the server's message (or the general one) on failure.
 */
export function useAction<A extends unknown[], R>(
  run: (...args: A) => Promise<R>,
  success?: (result: R) => ToastInput,
) {
  const { failed } = useMessages(settingsMessages)
  const [busy, setBusy] = useState(false)
  async function act(...args: A): Promise<R | undefined> {
    setBusy(true)
    try {
      const result = await run(...args)
      if (success) toast(success(result))
      return result
    } catch (error) {
      toast({
        ...failed,
        description: serverMessage(error) ?? failed.description,
        variant: 'destructive',
      })
      return undefined
    } finally {
      setBusy(false)
    }
  }
  return { busy, act }
}
