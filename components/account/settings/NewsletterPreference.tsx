import { Button } from '../../ui/Button'
import { SectionText } from './SettingsSection'
import { settingsTexts } from './settingsMessages'
import { useAction } from './useAction'

export interface NewsletterPreferenceProps {
  subscribed: boolean
  /** Sets the subscription; resolves with the new state. */
  onChange: (subscribed: boolean) => Promise<boolean>
}

/** The newsletter in the settings (docs/product.md §12.2): the state and the one button that flips it. */
export function NewsletterPreference({ subscribed, onChange }: NewsletterPreferenceProps) {
  const texts = settingsTexts.newsletter
  const { busy, act } = useAction(onChange, (now) => (now ? texts.subscribed : texts.unsubscribed))
  return (
    <div>
      <SectionText role="status">{subscribed ? texts.on : texts.off}</SectionText>
      <Button variant="secondary" loading={busy} loadingLabel="Saving" onClick={() => void act(!subscribed)}>
        {subscribed ? texts.unsubscribe : texts.subscribe}
      </Button>
    </div>
  )
}
