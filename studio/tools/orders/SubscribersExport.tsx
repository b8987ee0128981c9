/** "Download subscribers (CSV)": confirmed newsletter subscribers, as a file for a mailing service. */
import { DownloadIcon } from '@sanity/icons'
import { Button, Card, Heading, Stack, Text } from '@sanity/ui'
import { useRef, useState } from 'react'
import { errorMessage } from './api'
import { ordersText } from './messages'
import { StaffSubscribersCsvDocument } from './operations.generated'
import { useStaffCall } from './StaffApiContext'

const text = ordersText.subscribers

/** Hands the CSV to the browser as a download (no server URL: the file needs the bearer token). */
function saveFile(csv: string, filename: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

export function SubscribersExport() {
  const call = useStaffCall()
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null)
  const inFlight = useRef(false)

  const download = async () => {
    if (inFlight.current) return
    inFlight.current = true
    setBusy(true)
    setResult(null)
    try {
      const { staffSubscribersCsv } = await call(StaffSubscribersCsvDocument, {})
      saveFile(staffSubscribersCsv.csv, staffSubscribersCsv.filename)
      setResult({ ok: true, message: text.done(staffSubscribersCsv.count) })
    } catch (error) {
      setResult({ ok: false, message: errorMessage(error) })
    } finally {
      inFlight.current = false
      setBusy(false)
    }
  }

  return (
    <Stack space={4} style={{ maxWidth: 560 }}>
      <Heading as="h2" size={1}>
        {text.heading}
      </Heading>
      <Text size={1} muted>
        {text.body}
      </Text>
      <div>
        <Button
          icon={DownloadIcon}

          text={busy ? text.downloading : text.download}
          disabled={busy}
          onClick={() => void download()}
        />
      </div>
      {result ? (
        <Card tone={result.ok ? 'positive' : 'critical'} padding={3} radius={2} role={result.ok ? 'status' : 'alert'}>
          <Text size={1}>{result.message}</Text>
        </Card>
      ) : null}
    </Stack>
  )
}
