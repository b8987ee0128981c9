import type { InputProps } from 'sanity'

/**
 * Arabic fields are typed and read right to left: the Studio's own inputs know nothing of a field's language, and
 * an Arabic sentence in a left-to-right box puts its full stop and any Latin words in the wrong place.
 */
export function ArabicInput(props: InputProps) {
  return (
    <div dir="rtl" lang="ar">
      {props.renderDefault(props)}
    </div>
  )
}
