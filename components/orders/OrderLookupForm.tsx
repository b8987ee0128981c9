import { useForm } from 'react-hook-form'
import { useLocale, useMessages } from '@/lib/react/LocaleContext'
import { orderLookupMessages } from '@/lib/i18n/messages/orderLookup'
import { orderLookupSchema, type OrderLookupInput } from '@/lib/validation/orders'
import { localizedResolver } from '@/lib/validation/resolver'
import { FormError, FormStack } from '../account/AuthCard'
import { EmailField } from '../forms/CommonFields'
import { TextField } from '../forms/Field'
import { Button } from '../ui/Button'

export interface OrderLookupFormProps {
  /** Looks the order up with the normalised number; resolves with a message to show, or nothing when it was found. */
  onLookup: (number: string, email: string) => Promise<string | undefined>
  defaultValues?: Partial<OrderLookupInput>
}

/** docs/product.md §17.3: a guest's order number and e-mail; the answer never says which of the two was wrong. */
export function OrderLookupForm({ onLookup, defaultValues }: OrderLookupFormProps) {
  const t = useMessages(orderLookupMessages)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OrderLookupInput, unknown, { number: string; email: string }>({
    resolver: localizedResolver(orderLookupSchema, useLocale()),
    defaultValues: { number: '', email: '', ...defaultValues },
  })
  const submit = handleSubmit(async ({ number, email }) => {
    const problem = await onLookup(number, email)
    if (problem) setError('root.server', { message: problem })
  })
  return (
    <FormStack onSubmit={submit} noValidate aria-label={t.title}>
      <TextField
        label={t.number}
        autoComplete="off"
        spellCheck={false}
        disabled={isSubmitting}
        error={errors.number?.message}
        {...register('number')}
      />
      <EmailField disabled={isSubmitting} error={errors.email?.message} {...register('email')} />
      <FormError message={errors.root?.server?.message} />
      <Button type="submit" fullWidth loading={isSubmitting} loadingLabel={t.submitting}>
        {t.submit}
      </Button>
    </FormStack>
  )
}
