/** The Returns tab (docs/operations.md, "Returns"): every return waiting for staff, oldest first, each opening its order. */
import { Button, Card, Flex, Heading, Spinner, Stack, Text } from '@sanity/ui'
import { errorMessage } from './api'
import { formatDateTime } from './format'
import { ordersText } from './messages'
import { StaffReturnsDocument } from './operations.generated'
import { ReturnLines } from './ReturnCard'
import { useStaffQuery } from './useStaffQuery'

const text = ordersText.returns

export function ReturnsList(props: { onOpen: (orderId: string) => void }) {
  const query = useStaffQuery(StaffReturnsDocument, { status: null })
  const returns = query.data?.staffReturns
  return (
    <Stack space={4}>
      <Heading as="h2" size={1}>
        {text.heading}
      </Heading>
      {query.error ? (
        <Card tone="critical" padding={3} radius={2} role="alert">
          <Text size={1}>{errorMessage(query.error)}</Text>
        </Card>
      ) : null}
      {!returns ? (
        query.loading ? (
          <Flex justify="center" padding={4}>
            <Spinner muted />
          </Flex>
        ) : null
      ) : returns.length === 0 ? (
        <Text size={1} muted>
          {text.empty}
        </Text>
      ) : (
        returns.map((ret) => (
          <Card key={ret.id} padding={3} radius={2} border data-testid="staff-return-row">
            <Stack space={3}>
              <Flex gap={3} wrap="wrap" align="center">
                <Text weight="semibold">{ret.number}</Text>
                <Text size={1} muted>
                  {[text.status[ret.status], formatDateTime(ret.createdAt)].join(' · ')}
                </Text>
              </Flex>
              <ReturnLines ret={ret} currency="AUD" />
              <Flex>
                <Button mode="ghost" text={text.open(ret.orderNumber)} onClick={() => props.onOpen(ret.orderId)} />
              </Flex>
            </Stack>
          </Card>
        ))
      )}
    </Stack>
  )
}
