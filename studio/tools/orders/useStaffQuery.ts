/** Loads one staff query and keeps its answer, error and a reload; a newer load cancels the older one. */
import { useCallback, useEffect, useRef, useState } from 'react'
import { useStaffCall } from './StaffApiContext'
import type { TypedDocumentString } from './operations.generated'

export interface StaffQuery<T> {
  data: T | undefined
  error: unknown
  loading: boolean
  reload: () => void
  /** Replaces the answer, e.g. with the order a mutation returned. */
  setData: (data: T) => void
}

export function useStaffQuery<T, V>(document: TypedDocumentString<T, V>, variables: V): StaffQuery<T> {
  const call = useStaffCall()
  const [data, setData] = useState<T>()
  const [error, setError] = useState<unknown>(null)
  const [loading, setLoading] = useState(true)
  const [generation, setGeneration] = useState(0)
  // The variables as a key: a new object with the same values must not load again.
  const key = JSON.stringify(variables)
  const variablesRef = useRef(variables)
  variablesRef.current = variables

  useEffect(() => {
    const controller = new AbortController()
    setLoading(true)
    call(document, variablesRef.current, controller.signal).then(
      (answer) => {
        setData(answer)
        setError(null)
        setLoading(false)
      },
      (caught: unknown) => {
        if (controller.signal.aborted) return
        setError(caught)
        setLoading(false)
      },
    )
    return () => controller.abort()
  }, [call, document, key, generation])

  const reload = useCallback(() => setGeneration((n) => n + 1), [])
  return { data, error, loading, reload, setData }
}
