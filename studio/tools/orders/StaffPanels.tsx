/** The signed-in staff member's view: the orders (list, then one order), low stock, and the subscribers export. */
import { Box, Button, Card, Container, Flex, Stack, Tab, TabList, TabPanel, Text } from '@sanity/ui'
import { useState } from 'react'
import { LowStock } from './LowStock'
import { ordersText } from './messages'
import { OrderDetail } from './OrderDetail'
import { Passkeys } from './Passkeys'
import { ReturnsList } from './ReturnsList'
import { NO_FILTERS, OrderList, type OrderFilters } from './OrderList'
import { SubscribersExport } from './SubscribersExport'

type TabName = keyof typeof ordersText.tabs

export function StaffPanels(props: { email: string; onSignOut: () => void; notice?: string | null }) {
  const [tab, setTab] = useState<TabName>('orders')
  const [openOrder, setOpenOrder] = useState<string | null>(null)
  // Kept here so going back from an order shows the list as it was filtered.
  const [filters, setFilters] = useState<OrderFilters>(NO_FILTERS)
  const tabs = Object.keys(ordersText.tabs) as TabName[]

  return (
    <Box padding={4} sizing="border" style={{ height: '100%', overflow: 'auto' }}>
      <Container width={4}>
        <Stack space={4}>
          <Flex align="center" justify="space-between" gap={3} wrap="wrap">
            <TabList space={2}>
              {tabs.map((name) => (
                <Tab
                  key={name}
                  id={`orders-tab-${name}`}
                  aria-controls={`orders-panel-${name}`}
                  label={ordersText.tabs[name]}
                  selected={tab === name}
                  onClick={() => setTab(name)}
                />
              ))}
            </TabList>
            <Flex align="center" gap={3}>
              <Text size={1} muted>
                {ordersText.signedInAs(props.email)}
              </Text>
              <Button mode="ghost" text={ordersText.signOut} onClick={props.onSignOut} />
            </Flex>
          </Flex>
          {props.notice ? (
            <Card tone="caution" padding={3} radius={2} role="status">
              <Text size={1}>{props.notice}</Text>
            </Card>
          ) : null}
          <TabPanel id={`orders-panel-${tab}`} aria-labelledby={`orders-tab-${tab}`}>
            {tab === 'orders' ? (
              openOrder ? (
                <OrderDetail id={openOrder} onBack={() => setOpenOrder(null)} />
              ) : (
                <OrderList filters={filters} onFiltersChange={setFilters} onOpen={setOpenOrder} />
              )
            ) : tab === 'returns' ? (
              <ReturnsList
                onOpen={(id) => {
                  setOpenOrder(id)
                  setTab('orders')
                }}
              />
            ) : tab === 'lowStock' ? (
              <LowStock />
            ) : tab === 'passkeys' ? (
              <Passkeys />
            ) : (
              <SubscribersExport />
            )}
          </TabPanel>
        </Stack>
      </Container>
    </Box>
  )
}
