import { useMessages } from '@/lib/react/LocaleContext'
import { settingsMessages } from '@/lib/i18n/messages/settings'
import { Button } from '../../ui/Button'
import { SectionText } from './SettingsSection'
import { useAction } from './useAction'

export interface DataExportProps {
  /** Fetches the export (one JSON document). */
  onExport: () => Promise<string>
}

/** The download's name: a file name, the same in every language. */
const FILE_NAME = 'noor-and-thread-my-data.json'

/** Saves `text` as a file in the browser. */
function saveFile(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** Download my data (docs/product.md §2.22): everything the shop holds about the account, as a JSON file. */
export function DataExport({ onExport }: DataExportProps) {
  const t = useMessages(settingsMessages).data
  const { busy, act } = useAction(onExport)
  return (
    <div>
      <SectionText>{t.lead}</SectionText>
      <Button
        variant="secondary"
        loading={busy}
        loadingLabel={t.preparing}
        onClick={() =>
          void act().then((text) => {
            if (text !== undefined) saveFile(text, FILE_NAME)
          })
        }
      >
        {t.download}
      </Button>
    </div>
  )
}
