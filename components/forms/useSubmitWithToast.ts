import { type BaseSyntheticEvent, useEffect, useRef } from 'react'
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'
import { FORM_SUCCESS_DELAY_MS } from '@/lib/constants'
import { delay } from '@/lib/delay'
import { toast, type ToastInput } from '@/lib/toast/store'

/** A message from the server meant for the user, and the form field it is about (GraphQL `extensions.field`). */
export interface ServerFieldError {
  message: string
  field?: string | undefined
}

export interface SubmitWithToastOptions<V extends FieldValues, A, S extends A = A> {
  /** Sends the values; a rejection is a failure. */
  send: (values: V) => Promise<A>
  /** Whether the answer counts as success (a type guard narrows what `onSuccess` gets); default: any answer does. */
  accept?: ((answer: A) => answer is S) | ((answer: A) => boolean)
  toasts: {
    success: ToastInput
    /** When `send` rejects (always destructive); a function words it after the error (login shows the server's message). */
    failed: ToastInput | ((error: unknown) => ToastInput)
    /** When the answer is not accepted; default: `failed`. */
    refused?: ToastInput
  }
  /**
   * docs/product.md §4.4, §4.5: `pause-then-toast` (the default) waits `pauseMs` before the success toast;
   * `toast-then-pause` shows it at once and waits before `onSuccess` leaves the page; `toast` does not wait.
   */
  timing?: 'pause-then-toast' | 'toast-then-pause' | 'toast'
  pauseMs?: number
  /** After the success toast (and pause): reset the form, store the session, navigate. */
  onSuccess?: (answer: S, values: V) => void | Promise<void>
  /**
   * The server's user-facing message in a failure, if any: shown next to the field it names when the form has
   * that field, otherwise above the button (`errors.root.server`). Without it, failures only toast.
   */
  serverError?: (error: unknown) => ServerFieldError | undefined
}

/** Failure toasts are always the destructive variant (docs/product.md §8.1). */
function failure(input: ToastInput) {
  toast({ ...input, variant: 'destructive' })
}

/** What had focus when the form was sent: the submit button, or the field where Enter was pressed. */
function sender(event?: BaseSyntheticEvent): HTMLElement | null {
  const submitter = (event?.nativeEvent as SubmitEvent | undefined)?.submitter
  if (submitter) return submitter
  return document.activeElement instanceof HTMLElement ? document.activeElement : null
}

/**
 * A move of focus to make once the form is enabled again: while it is busy its fields and button are disabled, and
 * a disabled element cannot take focus (the browser moves it off one to <body>).
 */
function useFocusOnceEnabled(isSubmitting: boolean) {
  const pending = useRef<(() => void) | null>(null)
  useEffect(() => {
    const move = pending.current
    if (isSubmitting || !move) return
    pending.current = null
    move()
  }, [isSubmitting])
  return pending
}

/**
 * After a failure, focus goes back to what sent the form: a keyboard or screen-reader user would otherwise start
 * again from the top of the page to retry. Only when focus is lost: a server message on a field has put focus there.
 */
function backTo(sentFrom: HTMLElement | null) {
  return () => {
    const lost = document.activeElement === null || document.activeElement === document.body
    if (lost && sentFrom?.isConnected) sentFrom.focus()
  }
}

/**
 * After the check refuses the values, focus goes to the first invalid field, in the order the form shows them.
 * react-hook-form focuses it itself, but whether the fields are disabled yet when the check answers depends on when
 * React commits the busy state: when they are, its focus does nothing and the button that sent the form keeps it
 * (seen in Storybook, whose clicks are scripted).
 */
function firstInvalidFieldOf(form: HTMLFormElement | null) {
  return () => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
}

/**
 * The submit handler of the shop's forms: send, then the failure or success toast with the spec's timing, and
 * server messages onto their fields. The form stays `isSubmitting` (disabled, spinner) until it returns.
 */
export function useSubmitWithToast<V extends FieldValues, A, S extends A = A>(
  form: UseFormReturn<V>,
  options: SubmitWithToastOptions<V, A, S>,
): (event?: BaseSyntheticEvent) => Promise<void> {
  const { send, accept, toasts, timing = 'pause-then-toast', pauseMs = FORM_SUCCESS_DELAY_MS } = options
  const focusOnceEnabled = useFocusOnceEnabled(form.formState.isSubmitting)
  return (event?: BaseSyntheticEvent) => {
    const from = sender(event)
    const formElement = event?.currentTarget instanceof HTMLFormElement ? event.currentTarget : null
    focusOnceEnabled.current = null
    const onInvalid = () => {
      focusOnceEnabled.current = firstInvalidFieldOf(formElement)
    }
    return form.handleSubmit(async (values) => {
      let answer: A
      try {
        answer = await send(values)
      } catch (error) {
        const server = options.serverError?.(error)
        if (server) {
          const onField = server.field !== undefined && server.field in form.getValues()
          form.setError(onField ? (server.field as Path<V>) : 'root.server', { message: server.message })
        }
        failure(typeof toasts.failed === 'function' ? toasts.failed(error) : toasts.failed)
        focusOnceEnabled.current = backTo(from)
        return
      }
      if (accept && !accept(answer)) {
        failure(toasts.refused ?? (typeof toasts.failed === 'function' ? toasts.failed(undefined) : toasts.failed))
        focusOnceEnabled.current = backTo(from)
        return
      }
      if (timing === 'pause-then-toast') await delay(pauseMs)
      toast(toasts.success)
      if (timing === 'toast-then-pause') await delay(pauseMs)
      // `accept` passed, so the answer is an S (or there is no `accept` and S is A).
      await options.onSuccess?.(answer as S, values)
    }, onInvalid)(event)
  }
}
