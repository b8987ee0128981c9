import { Card, Text } from '@sanity/ui'
import { useEffect, useState } from 'react'
import { useFormValue, type StringInputProps } from 'sanity'
import { staffRequest } from '../tools/orders/api'
import { shopGraphqlEndpoint } from '../tools/orders/endpoint'
import { StaffPromotionUsageDocument } from '../tools/orders/operations.generated'
import { loadSession } from '../tools/orders/session'

type Shown = { kind: 'count'; count: number } | { kind: 'signIn' } | { kind: 'unavailable' } | { kind: 'loading' }

/**
 * The promotion's "Used" field: not stored in the content but asked of the shop, which counts the paid orders that
 * used the code (docs/operations.md, "Running a sale"). It reads with the Orders tool's staff session in this tab, so
 * an editor signed in there sees the count; anyone else is told to sign in.
 */
export function PromotionUsageInput(_props: StringInputProps) {
  const code = useFormValue(['code'])
  const [shown, setShown] = useState<Shown>({ kind: 'loading' })
  useEffect(() => {
    const endpoint = shopGraphqlEndpoint()
    const session = loadSession()
    if (typeof code !== 'string' || !code) return setShown({ kind: 'count', count: 0 })
    if (!endpoint || !session) return setShown({ kind: 'signIn' })
    const controller = new AbortController()
    staffRequest({
      endpoint,
      document: StaffPromotionUsageDocument,
      variables: { code },
      token: session.token,
      signal: controller.signal,
    }).then(
      (data) => setShown({ kind: 'count', count: data.promotionUsage }),
      () => !controller.signal.aborted && setShown({ kind: 'unavailable' }),
    )
    return () => controller.abort()
  }, [code])
  const text =
    shown.kind === 'count'
      ? `${shown.count} paid ${shown.count === 1 ? 'order' : 'orders'}`
      : shown.kind === 'signIn'
        ? 'Sign in to the Orders tool (in this tab) to see how often the code was used.'
        : shown.kind === 'unavailable'
          ? 'The shop could not be asked just now.'
          : 'Counting…'
  return (
    <Card padding={3} radius={2} tone="transparent" border>
      <Text size={1}>{text}</Text>
    </Card>
  )
}
