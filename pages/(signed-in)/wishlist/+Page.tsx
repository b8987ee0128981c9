import { useEffect } from 'react'
import { navigate } from 'vike/client/router'
import { useSessionCheck } from '@/components/account/useSessionCheck'
import { PageContainer } from '@/components/layout/PageShell'
import { ChooseOptions } from '@/components/wishlist/ChooseOptions'
import { useWishlistActions } from '@/components/wishlist/useWishlistActions'
import { useWishlistStock } from '@/components/wishlist/useWishlistStock'
import { WishlistView } from '@/components/wishlist/WishlistView'
import { browserApi } from '@/lib/api/browser'
import { useRoutes } from '@/lib/react/LocaleContext'
import { useAppSelector } from '@/lib/store/hooks'

// The operations module loads with the request, not with the page (docs/performance.md, "JavaScript budget").
const fetchMe = async () => {
  const { MeDocument } = await import('@/lib/api/operations.generated')
  return (await browserApi().request(MeDocument)).me
}

export default function Page() {
  const items = useAppSelector((state) => state.wishlist.items)
  const restored = useAppSelector((state) => state.wishlist.restored)
  const session = useAppSelector((state) => state.session)
  const routes = useRoutes()
  const unitsLeft = useWishlistStock(items)
  const { pending, onChoiceConfirmed, onChoiceCancelled, ...actions } = useWishlistActions(unitsLeft)

  // The guard has already checked localStorage; this also catches a token the server no longer accepts.
  useSessionCheck(fetchMe)
  useEffect(() => {
    if (session.restored && !session.token) void navigate(routes.login)
  }, [session.restored, session.token, routes.login])

  return (
    <PageContainer>
      <WishlistView items={items} restored={restored} unitsLeft={unitsLeft} {...actions} />
      <ChooseOptions
        open={pending !== null}
        requests={pending?.requests ?? []}
        onConfirm={onChoiceConfirmed}
        onCancel={onChoiceCancelled}
      />
    </PageContainer>
  )
}
