/** A control with its label above it (and a hint below, if any), as every form of the tool shows one. */
import { Stack, Text, TextInput } from '@sanity/ui'
import { useId, type ComponentProps, type CSSProperties, type ReactNode } from 'react'

export interface FieldProps {
  label: string
  hint?: string
  /** The frame's style, e.g. its width. */
  style?: CSSProperties
}

/** `children` draws the control with the id the label points at. */
export function Field(props: FieldProps & { children: (id: string) => ReactNode }) {
  const id = useId()
  return (
    <Stack space={2} style={props.style}>
      <Text as="label" htmlFor={id} size={1} weight="medium">
        {props.label}
      </Text>
      {props.children(id)}
      {props.hint ? (
        <Text size={1} muted>
          {props.hint}
        </Text>
      ) : null}
    </Stack>
  )
}

type InputFieldProps = FieldProps &
  Omit<ComponentProps<typeof TextInput>, 'id' | 'onChange' | 'style'> & { onValue: (value: string) => void }

/** A labelled text input that hands its new value, not the event, to `onValue`. */
export function InputField({ label, hint, style, onValue, ...input }: InputFieldProps) {
  return (
    <Field label={label} hint={hint} style={style}>
      {(id) => <TextInput id={id} {...input} onChange={(event) => onValue(event.currentTarget.value)} />}
    </Field>
  )
}
