import * as AlertDialog from '@radix-ui/react-alert-dialog'
import { styled } from 'styled-components'
import { Button } from '../ui/Button'

export interface ClearWishlistDialogProps {
  onConfirm: () => void
  disabled?: boolean
  /** For stories: start open. */
  defaultOpen?: boolean
}

/** 'Clear Wishlist' asks first (spec §2): Cancel keeps everything, Continue empties the list. */
export function ClearWishlistDialog({ onConfirm, disabled, defaultOpen }: ClearWishlistDialogProps) {
  return (
    <AlertDialog.Root {...(defaultOpen ? { defaultOpen } : {})}>
      <AlertDialog.Trigger asChild>
        <Button variant="secondary" disabled={disabled}>
          Clear Wishlist
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <Overlay />
        <Content>
          <Title>Clear your wishlist?</Title>
          <Description>This removes every item from your wishlist. It cannot be undone.</Description>
          <Row>
            <AlertDialog.Cancel asChild>
              <Button variant="secondary">Cancel</Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action asChild>
              <Button variant="danger" onClick={onConfirm}>
                Continue
              </Button>
            </AlertDialog.Action>
          </Row>
        </Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}

const Overlay = styled(AlertDialog.Overlay)`
  position: fixed;
  inset: 0;
  background: rgba(31, 26, 23, 0.45);
  z-index: ${({ theme }) => theme.zIndex.overlay};
`

const Content = styled(AlertDialog.Content)`
  position: fixed;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  width: min(92vw, 440px);
  padding: ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.card};
  z-index: ${({ theme }) => theme.zIndex.panel};
`

const Title = styled(AlertDialog.Title)`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: 1.25rem;
`

const Description = styled(AlertDialog.Description)`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.colors.inkMuted};
`

const Row = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
`
