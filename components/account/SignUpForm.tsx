import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { registerSchema, type RegisterInput } from '@/lib/validation/auth'
import { PasswordField, TextField } from '../forms/Field'
import { useSubmitWithToast } from '../forms/useSubmitWithToast'
import { Button } from '../ui/Button'
import { FormError, FormStack } from './AuthCard'
import { accountServerError, accountToasts } from './accountMessages'

export interface SignUpFormProps {
  /** Sends the registration; resolves with the server's answer, rejects on failure. */
  onRegister: (input: RegisterInput) => Promise<{ message?: unknown } | null | undefined>
  defaultValues?: Partial<RegisterInput>
}

const empty: RegisterInput = { fullName: '', email: '', password: '', confirmPassword: '' }

/** Sign-up (docs/product.md §2, §4 Forms, §5): disabled with a spinner while submitting; toast and reset 2 s after success. */
export function SignUpForm({ onRegister, defaultValues }: SignUpFormProps) {
  const form = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { ...empty, ...defaultValues },
  })
  const {
    register,
    formState: { errors, isSubmitting },
  } = form
  // The toast keeps the spec's words; what the server said goes next to the field it concerns, or above the button.
  const submit = useSubmitWithToast(form, {
    send: onRegister,
    accept: (answer) => typeof answer?.message === 'string',
    toasts: { success: accountToasts.registered, failed: accountToasts.registrationFailed },
    serverError: accountServerError,
    onSuccess: () => form.reset(empty),
  })

  return (
    <FormStack onSubmit={submit} noValidate aria-label="Sign up">
      <fieldset disabled={isSubmitting} style={{ display: 'contents' }}>
        <TextField label="Full name" autoComplete="name" error={errors.fullName?.message} {...register('fullName')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </fieldset>
      <FormError message={errors.root?.server?.message} />
      <Button type="submit" fullWidth loading={isSubmitting} loadingLabel="Creating your account">
        Sign up
      </Button>
    </FormStack>
  )
}
