import { Select } from '@sanity/ui'
import type { ChangeEvent } from 'react'
import { set, unset, useFormValue, type StringInputProps } from 'sanity'
import { productColours } from './productColours'

/**
 * A choice among the product's own colours (its variants', read live from the form, so a colour added under Sizes
 * and colours is offered at once) instead of a text box: an image tied to a misspelt colour would never be shown.
 * A value no variant has any more stays listed, marked, until the editor picks another (validation names it).
 */
export function ImageColourInput({ value, onChange, elementProps }: StringInputProps) {
  const variants = useFormValue(['variants']) as Array<{ colour?: string | null }> | undefined
  const colours = productColours({ variants })
  const { value: _value, onChange: _onChange, placeholder: _placeholder, ...selectProps } = elementProps
  return (
    <Select
      {...selectProps}
      value={value ?? ''}
      onChange={(event: ChangeEvent<HTMLSelectElement>) =>
        onChange(event.currentTarget.value ? set(event.currentTarget.value) : unset())
      }
    >
      <option value="">No colour in particular</option>
      {colours.map((colour) => (
        <option key={colour} value={colour}>
          {colour}
        </option>
      ))}
      {value && !colours.includes(value) ? (
        <option value={value}>{`${value} (no variant has this colour)`}</option>
      ) : null}
    </Select>
  )
}
