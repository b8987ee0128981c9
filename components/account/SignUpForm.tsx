import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { FORM_SUCCESS_DELAY_MS } from '@/lib/constants'
import { delay } from '@/lib/delay'
import { toast } from '@/lib/toast/store'
import { registerSchema, type RegisterInput } from '@/lib/validation/auth'
import { PasswordField, TextField } from '../forms/Field'
import { Button } from '../ui/Button'
import { FormError, FormStack } from './AuthCard'
import { accountToasts, fieldOfServerMessage, serverMessage } from './accountMessages'

export interface SignUpFormProps {
  /** Sends the registration; resolves with the server's answer, rejects on failure. */
  onRegister: (input: RegisterInput) => Promise<{ message?: unknown } | null | undefined>
  defaultValues?: Partial<RegisterInput>
}

const FIELDS = ['fullName', 'email', 'password', 'confirmPassword'] as const
const empty: RegisterInput = { fullName: '', email: '', password: '', confirmPassword: '' }

/** Sign-up (docs/product.md §2, §4 Forms, §5): disabled with a spinner while submitting; toast and reset 2 s after success. */
export function SignUpForm({ onRegister, defaultValues }: SignUpFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RegisterInput>({ resolver: zodResolver(registerSchema), defaultValues: { ...empty, ...defaultValues } })

  const submit = handleSubmit(async (input) => {
    let answer: Awaited<ReturnType<typeof onRegister>>
    try {
      answer = await onRegister(input)
    } catch (error) {
      const message = serverMessage(error)
      const field = message ? fieldOfServerMessage(message, FIELDS) : undefined
      // The toast keeps the spec's words; what the server said goes next to the field it concerns, or above the button.
      if (message) setError(field ?? 'root.server', { message })
      toast({ variant: 'destructive', ...accountToasts.registrationFailed })
      return
    }
    if (typeof answer?.message !== 'string') {
      toast({ variant: 'destructive', ...accountToasts.registrationFailed })
      return
    }
    await delay(FORM_SUCCESS_DELAY_MS)
    toast(accountToasts.registered)
    reset(empty)
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
