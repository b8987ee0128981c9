import * as AlertDialog from '@radix-ui/react-alert-dialog'
import { styled } from 'styled-components'
import { useMessages } from '@/lib/react/LocaleContext'
import { commonMessages } from '@/lib/i18n/messages/common'
import { Button, type ButtonVariant } from './Button'
import { fontSizes } from './theme'

export interface ConfirmDialogProps {
  /** The button that opens the dialog. */
  triggerLabel: string
  /** Its weight: `secondary` (the default), or `ghost` beside a page's main action (Clear Cart under Checkout). */
  triggerVariant?: ButtonVariant
  title: string
  description: string
  onConfirm: () => void
  disabled?: boolean
  /** For stories: start open. */
  defaultOpen?: boolean
}

/** A destructive action that asks first: Cancel keeps everything, Continue goes ahead (docs/product.md §2, §4). */
export function ConfirmDialog({
  triggerLabel,
  triggerVariant = 'secondary',
  title,
  description,
  onConfirm,
  disabled,
  defaultOpen,
}: ConfirmDialogProps) {
  const t = useMessages(commonMessages)
  return (
    <AlertDialog.Root {...(defaultOpen ? { defaultOpen } : {})}>
      <AlertDialog.Trigger asChild>
        <Button variant={triggerVariant} disabled={disabled}>
          {triggerLabel}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <Overlay />
        <Content>
          <Title>{title}</Title>
          <Description>{description}</Description>
          <Actions>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">{t.cancel}</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="danger" onClick={onConfirm}>
                {t.continue}
              </Button>
            </AlertDialog.Action>
          </Actions>
        </Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}

const Overlay = styled(AlertDialog.Overlay)`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: rgba(31, 26, 23, 0.45);
`

const Content = styled(AlertDialog.Content)`
  position: fixed;
  top: 50%;
  /* physical side: centred with the translate below, the same in both directions */
  left: 50%;
  transform: translate(-50%, -50%);
  z-index: ${({ theme }) => theme.zIndex.panel};
  width: min(440px, calc(100vw - 32px));
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
`

const Title = styled(AlertDialog.Title)`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${fontSizes['2xl']};
`

const Description = styled(AlertDialog.Description)`
  margin: 0;
  color: ${({ theme }) => theme.colors.inkMuted};
`

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
`
