import { useMessages } from '@/lib/react/LocaleContext'
import { formMessages } from '@/lib/i18n/messages/forms'
import { settingsMessages } from '@/lib/i18n/messages/settings'
import { Button } from '../../ui/Button'
import { SectionText } from './SettingsSection'
import { useAction } from './useAction'

export interface NewsletterPreferenceProps {
  subscribed: boolean
  /** Sets the subscription; resolves with the new state. */
  onChange: (subscribed: boolean) => Promise<boolean>
}

/** The newsletter in the settings (docs/product.md §12.2): the state and the one button that flips it. */
export function NewsletterPreference({ subscribed, onChange }: NewsletterPreferenceProps) {
  const texts = useMessages(settingsMessages).newsletter
  const forms = useMessages(formMessages)
  const { busy, act } = useAction(onChange, (now) => (now ? texts.subscribed : texts.unsubscribed))
  return (
    <div>
      <SectionText role="status">{subscribed ? texts.on : texts.off}</SectionText>
      <Button variant="secondary" loading={busy} loadingLabel={forms.busy.saving} onClick={() => void act(!subscribed)}>
        {subscribed ? texts.unsubscribe : texts.subscribe}
      </Button>
    </div>
  )
}
