import * as AlertDialog from '@radix-ui/react-alert-dialog'
import { styled } from 'styled-components'
import { Button } from '../ui/Button'

export interface ClearCartDialogProps {
  onConfirm: () => void
  /** For stories: start open. */
  defaultOpen?: boolean
}

/** Clear Cart asks first (spec §4): Cancel keeps the bag, Continue empties it. */
export function ClearCartDialog({ onConfirm, defaultOpen }: ClearCartDialogProps) {
  return (
    <AlertDialog.Root defaultOpen={defaultOpen}>
      <AlertDialog.Trigger asChild>
        <Button variant="secondary">Clear Cart</Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <Overlay />
        <Content>
          <AlertDialog.Title>Clear your cart?</AlertDialog.Title>
          <AlertDialog.Description>Every item will be removed from your bag. This cannot be undone.</AlertDialog.Description>
          <Actions>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">Cancel</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="danger" onClick={onConfirm}>
                Continue
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
  left: 50%;
  transform: translate(-50%, -50%);
  z-index: ${({ theme }) => theme.zIndex.panel};
  width: min(440px, calc(100vw - 32px));
  padding: ${({ theme }) => theme.space(6)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h2 { margin: 0 0 ${({ theme }) => theme.space(2)}; font-size: 24px; }
  p { margin: 0; color: ${({ theme }) => theme.colors.inkMuted}; }
`

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
`
