import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { ResultResponse } from '@/lib/api/accounts'
import { forgotPasswordSchema, type ForgotPasswordInput } from '@/lib/validation/auth'
import { TextField } from '../forms/Field'
import { useSubmitWithToast } from '../forms/useSubmitWithToast'
import { Button } from '../ui/Button'
import { FormError, FormStack } from './AuthCard'
import { accountServerError, accountToasts } from './accountMessages'

export interface ForgotPasswordFormProps {
  /** Asks for a reset link; resolves with { success }, rejects on failure. */
  onRequestReset: (email: string) => Promise<Partial<ResultResponse> | null | undefined>
  defaultValues?: Partial<ForgotPasswordInput>
}

/** Forgot password (docs/product.md §2, §8): one e-mail field; the answer never says whether the address has an account. */
export function ForgotPasswordForm({ onRequestReset, defaultValues }: ForgotPasswordFormProps) {
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '', ...defaultValues },
  })
  const {
    register,
    formState: { errors, isSubmitting },
  } = form
  // The toast keeps the spec's words; a rate limit's own message (when to retry) is said next to the form.
  const submit = useSubmitWithToast(form, {
    send: ({ email }) => onRequestReset(email),
    accept: (answer) => answer?.success === true,
    toasts: {
      success: accountToasts.resetRequested,
      failed: { title: accountToasts.resetRequestFailed, description: accountToasts.resetRequestError },
      refused: { title: accountToasts.resetRequestFailed, description: accountToasts.resetRequestRefused },
    },
    timing: 'toast',
    serverError: accountServerError,
    onSuccess: () => form.reset({ email: '' }),
  })

  return (
    <FormStack onSubmit={submit} noValidate aria-label="Forgot password">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        disabled={isSubmitting}
        error={errors.email?.message}
        {...register('email')}
      />
      <FormError message={errors.root?.server?.message} />
      <Button type="submit" fullWidth loading={isSubmitting} loadingLabel="Sending">
        Send reset link
      </Button>
    </FormStack>
  )
}
