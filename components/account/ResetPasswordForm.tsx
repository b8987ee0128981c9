import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { navigate } from 'vike/client/router'
import type { ResultResponse } from '@/lib/api/accounts'
import { FORM_SUCCESS_DELAY_MS } from '@/lib/constants'
import { delay } from '@/lib/delay'
import { routes } from '@/lib/routes'
import { toast } from '@/lib/toast/store'
import { resetPasswordFormSchema, type ResetPasswordFormInput } from '@/lib/validation/auth'
import { PasswordField } from '../forms/Field'
import { Button } from '../ui/Button'
import { FormError, FormStack } from './AuthCard'
import { accountToasts, fieldOfServerMessage, serverMessage } from './accountMessages'

export interface ResetPasswordFormProps {
  /** Sets the new password (the page binds the token from the link); resolves with { success }, rejects on failure. */
  onResetPassword: (newPassword: string) => Promise<Partial<ResultResponse> | null | undefined>
  defaultValues?: Partial<ResetPasswordFormInput>
}

const FIELDS = ['newPassword', 'confirmPassword'] as const

/** Reset password (docs/product.md §2, §5, §8): on success a toast, then /login once the user has had time to read it. */
export function ResetPasswordForm({ onResetPassword, defaultValues }: ResetPasswordFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordFormInput>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '', ...defaultValues },
  })

  const submit = handleSubmit(async ({ newPassword }) => {
    let answer: Awaited<ReturnType<typeof onResetPassword>>
    try {
      answer = await onResetPassword(newPassword)
    } catch (error) {
      const message = serverMessage(error)
      const field = message ? fieldOfServerMessage(message, FIELDS) : undefined
      // The toast keeps the spec's words; an expired link or a rate limit is said next to the form.
      if (message) setError(field ?? 'root.server', { message })
      toast({ variant: 'destructive', title: accountToasts.resetFailed, description: accountToasts.resetError })
      return
    }
    if (answer?.success !== true) {
      toast({ variant: 'destructive', title: accountToasts.resetFailed, description: accountToasts.resetRefused })
      return
    }
    toast(accountToasts.passwordReset)
    await delay(FORM_SUCCESS_DELAY_MS)
    await navigate(routes.login)
  })

  return (
    <FormStack onSubmit={submit} noValidate aria-label="Reset password">
      <fieldset disabled={isSubmitting} style={{ display: 'contents' }}>
        <PasswordField
          label="New password"
          autoComplete="new-password"
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </fieldset>
      <FormError message={errors.root?.server?.message} />
      <Button type="submit" fullWidth loading={isSubmitting} loadingLabel="Saving">
        Reset password
      </Button>
    </FormStack>
  )
}
