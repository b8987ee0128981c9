import * as Dialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import { useId, useState } from 'react'
import { styled } from 'styled-components'
import { inches, measuresOf, type SizeGuide, type SizeGuideMeasure, type SizeGuideRow } from '@/lib/catalogue/sizeGuide'
import { sizeGuideMessages } from '@/lib/i18n/messages/sizeGuide'
import { useMessages } from '@/lib/react/LocaleContext'
import { visuallyHidden } from '../prose/visuallyHidden'
import { fontSizes } from '../ui/theme'

type Unit = 'cm' | 'inches'

export interface SizeGuideDialogProps {
  guide: SizeGuide
  /** The size chosen on the page, marked in the table. */
  chosen?: string | undefined
  onClose: () => void
  /** Where focus goes when the dialog closes: the button that opened it. */
  onCloseAutoFocus?: (event: Event) => void
}

/** One measure of one size in the chosen unit; a height is a range when the guide gives both ends. */
function cellText(row: SizeGuideRow, measure: SizeGuideMeasure, unit: Unit, t: typeof sizeGuideMessages.en) {
  const shown = (cm: number) => String(unit === 'cm' ? cm : inches(cm))
  const unitName = unit === 'cm' ? t.cm : t.inches
  if (measure === 'height') {
    const { heightFromCm: from, heightToCm: to } = row
    if (from != null && to != null) return t.range(shown(from), shown(to), unitName)
    const one = from ?? to
    return one == null ? '—' : t.measure(shown(one), unitName)
  }
  const value = row[measure]
  return value == null ? '—' : t.measure(shown(value), unitName)
}

/**
 * A category's size guide (docs/product.md §16.7): its title and how to measure, authored in Studio, and a table of
 * its sizes with the measures it gives, in centimetres or inches (a choice of two radio buttons; centimetres first).
 * A modal dialog: focus starts on its close button, stays inside, Escape or a tap outside closes it.
 */
export function SizeGuideDialog({ guide, chosen, onClose, onCloseAutoFocus }: SizeGuideDialogProps) {
  const t = useMessages(sizeGuideMessages)
  const [unit, setUnit] = useState<Unit>('cm')
  const name = useId()
  const measures = measuresOf(guide)
  const cell = (row: SizeGuideRow, measure: SizeGuideMeasure) => cellText(row, measure, unit, t)
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Overlay />
        <Content
          data-testid="size-guide"
          {...(guide.note ? {} : { 'aria-describedby': undefined })}
          {...(onCloseAutoFocus ? { onCloseAutoFocus } : {})}
        >
          <Dialog.Close asChild>
            <CloseButton type="button" aria-label={t.close}>
              <X size={20} aria-hidden="true" />
            </CloseButton>
          </Dialog.Close>
          <Title>{t.title}</Title>
          <Heading>{guide.title}</Heading>
          {guide.note ? <Note>{guide.note}</Note> : null}
          <Units>
            <Legend>{t.units}</Legend>
            {(['cm', 'inches'] as const).map((value) => (
              <UnitOption key={value}>
                <input
                  type="radio"
                  name={name}
                  value={value}
                  checked={unit === value}
                  onChange={() => setUnit(value)}
                />
                <span>{value === 'cm' ? t.cm : t.inches}</span>
              </UnitOption>
            ))}
          </Units>
          <TableScroll>
            <Table>
              <Caption>{guide.title}</Caption>
              <thead>
                <tr>
                  <th scope="col">{t.columns.size}</th>
                  {measures.map((measure) => (
                    <th key={measure} scope="col">
                      {t.columns[measure]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {guide.rows.map((row) => (
                  <Row key={row.size} $chosen={row.size === chosen} aria-current={row.size === chosen || undefined}>
                    <th scope="row">
                      <bdi>{row.size}</bdi>
                    </th>
                    {measures.map((measure) => (
                      <td key={measure}>{cell(row, measure)}</td>
                    ))}
                  </Row>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        </Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

const Overlay = styled(Dialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: rgba(31, 26, 23, 0.45);
`

const Content = styled(Dialog.Content)`
  position: fixed;
  top: 50%;
  /* physical side: centred with the translate below, the same in both directions */
  left: 50%;
  transform: translate(-50%, -50%);
  z-index: ${({ theme }) => theme.zIndex.panel};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  width: min(560px, calc(100vw - 32px));
  max-height: calc(100dvh - 32px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`

const CloseButton = styled.button`
  position: absolute;
  top: ${({ theme }) => theme.space(3)};
  inset-inline-end: ${({ theme }) => theme.space(3)};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: inherit;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`

const Title = styled(Dialog.Title)`
  padding-inline-end: 44px;
  margin: 0;
  font-size: ${fontSizes['2xl']};
`

const Heading = styled.p`
  margin: 0;
  font-weight: 600;
`

const Note = styled(Dialog.Description)`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`

const Units = styled.fieldset`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  border: 0;
`

const Legend = styled.legend`
  float: inline-start;
  margin-inline-end: ${({ theme }) => theme.space(2)};
  padding: 0;
  font-size: ${fontSizes.sm};
  color: ${({ theme }) => theme.colors.inkMuted};
`

const UnitOption = styled.label`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 56px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: inherit;
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.ink};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.ink};
    font-weight: 600;
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`

const TableScroll = styled.div`
  overflow-x: auto;
`

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: lining-nums tabular-nums;
  th,
  td {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.line};
    text-align: start;
    white-space: nowrap;
  }
  thead th {
    font-size: ${fontSizes.sm};
    color: ${({ theme }) => theme.colors.inkMuted};
    font-weight: 600;
  }
`

const Caption = styled.caption`
  ${visuallyHidden}
`

const Row = styled.tr<{ $chosen: boolean }>`
  background: ${({ theme, $chosen }) => ($chosen ? theme.colors.sand : 'transparent')};
  font-weight: ${({ $chosen }) => ($chosen ? 600 : 400)};
`
