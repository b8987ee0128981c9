import { Button } from '../../ui/Button'
import { SectionText } from './SettingsSection'
import { settingsTexts } from './settingsMessages'
import { useAction } from './useAction'

export interface DataExportProps {
  /** Fetches the export (one JSON document). */
  onExport: () => Promise<string>
}

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
  const { busy, act } = useAction(onExport)
  return (
    <div>
      <SectionText>{settingsTexts.data.lead}</SectionText>
      <Button
        variant="secondary"
        loading={busy}
        loadingLabel="Preparing"
        onClick={() =>
          void act().then((text) => {
            if (text !== undefined) saveFile(text, settingsTexts.data.fileName)
          })
        }
      >
        {settingsTexts.data.download}
      </Button>
    </div>
  )
}
