/** Variants at or below a threshold of units left (stock as published, minus paid and reserved units). */
import { Card, Flex, Grid, Heading, Spinner, Stack, Text } from '@sanity/ui'
import { useEffect, useState } from 'react'
import { errorMessage } from './api'
import { InputField } from './Field'
import { ordersText } from './messages'
import { StaffLowStockDocument, type StaffLowStockQuery } from './operations.generated'
import { useStaffQuery } from './useStaffQuery'

const text = ordersText.lowStock
const DEFAULT_THRESHOLD = 3
const INPUT_DELAY_MS = 400

export function LowStockTable(props: { variants: StaffLowStockQuery['staffLowStock'] }) {
  if (props.variants.length === 0)
    return (
      <Text muted size={1}>
        {text.empty}
      </Text>
    )
  const { columns } = text
  return (
    <Stack space={2} as="table" style={{ borderCollapse: 'collapse', width: '100%' }}>
      <thead>
        <Grid as="tr" columns={4} gap={3}>
          {[columns.product, columns.variant, columns.sku, columns.left].map((label) => (
            <Text as="th" key={label} size={1} weight="semibold" align="left">
              {label}
            </Text>
          ))}
        </Grid>
      </thead>
      <tbody>
        {props.variants.map((variant) => (
          <Grid as="tr" key={variant.priceId} columns={4} gap={3} paddingY={2}>
            <Text as="td" size={1}>
              {variant.title}
            </Text>
            <Text as="td" size={1}>
              {[variant.size, variant.colour].filter(Boolean).join(' / ') || '—'}
            </Text>
            <Text as="td" size={1} muted>
              {variant.priceId}
            </Text>
            <Text as="td" size={1} weight={variant.left <= 0 ? 'semibold' : 'regular'}>
              {text.left(variant.left, variant.stock, variant.sold, variant.reserved)}
            </Text>
          </Grid>
        ))}
      </tbody>
    </Stack>
  )
}

export function LowStock() {
  const [input, setInput] = useState(String(DEFAULT_THRESHOLD))
  const [threshold, setThreshold] = useState(DEFAULT_THRESHOLD)
  const query = useStaffQuery(StaffLowStockDocument, { threshold })

  useEffect(() => {
    const value = Number(input)
    if (!Number.isInteger(value) || value < 0 || value === threshold) return
    const timer = setTimeout(() => setThreshold(value), INPUT_DELAY_MS)
    return () => clearTimeout(timer)
  }, [input, threshold])

  return (
    <Stack space={4}>
      <Heading as="h2" size={1}>
        {text.heading}
      </Heading>
      <InputField
        label={text.threshold}
        style={{ maxWidth: 360 }}
        type="number"
        min={0}
        step={1}
        value={input}
        onValue={setInput}
      />
      {query.error ? (
        <Card tone="critical" padding={3} radius={2} role="alert">
          <Text size={1}>{errorMessage(query.error)}</Text>
        </Card>
      ) : null}
      {query.loading ? (
        <Flex justify="center" padding={3}>
          <Spinner muted />
        </Flex>
      ) : query.data ? (
        <LowStockTable variants={query.data.staffLowStock} />
      ) : null}
    </Stack>
  )
}
