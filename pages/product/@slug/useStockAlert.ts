import { variantLabel, type VariantView } from '@/lib/catalogue/variants'
import { useLocale } from '@/lib/react/LocaleContext'
import { useAppSelector } from '@/lib/store/hooks'

/**
 * docs/product.md §16.5: the product's sold-out variants for "Email me when it's back", the signed-in shopper's
 * address to prefill, and the request. The API client loads on the first request, not with the page.
 */
export function useStockAlert(productSlug: string, variants: readonly VariantView[]) {
  const email = useAppSelector((state) => state.session.user?.email)
  const locale = useLocale()
  const soldOut = variants
    .filter((v) => v.available <= 0)
    .map((v) => ({ priceId: v.price_id, label: variantLabel(v, locale) }))
  async function onRequest(input: { email: string; priceId: string }): Promise<{ message: string }> {
    // The form that calls this has loaded its module already: its error class costs nothing here.
    const [{ RequestStockAlertDocument }, { apiErrorInfo }, { browserApi }, { AlertRequestError }] = await Promise.all([
      import('@/lib/api/operations.generated'),
      import('@/lib/api/errors'),
      import('@/lib/api/browser'),
      import('@/components/product/BackInStockForm'),
    ])
    try {
      const variables = { input: { ...input, productSlug } }
      return (await browserApi().request(RequestStockAlertDocument, variables)).requestStockAlert
    } catch (error) {
      const info = apiErrorInfo(error)
      // A message meant for the shopper (a bad address, in stock after all, too many requests) goes under the field.
      if (info.code === 'BAD_USER_INPUT' || info.code === 'RATE_LIMITED') throw new AlertRequestError(info.message)
      throw error
    }
  }
  return { soldOut, email, onRequest }
}

// What this hook sends: read by `npm run codegen` (not at run time), which types it as the `…Document` above.
const _requestStockAlertOperation = /* GraphQL */ `
  mutation RequestStockAlert($input: StockAlertInput!) {
    requestStockAlert(input: $input) {
      message
    }
  }
`
