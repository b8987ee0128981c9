/** A message in place of the tool: not configured, or signed in without the staff role. */
import { Box, Card, Heading, Stack, Text } from '@sanity/ui'
import type { ReactNode } from 'react'

export function Notice(props: { title: string; body: string; tone?: 'caution' | 'critical'; action?: ReactNode }) {
  return (
    <Box padding={4} style={{ maxWidth: 560, margin: '0 auto' }}>
      <Card padding={4} radius={3} shadow={1} tone={props.tone ?? 'caution'} role="alert">
        <Stack space={4}>
          <Heading as="h1" size={1}>
            {props.title}
          </Heading>
          <Text size={1}>{props.body}</Text>
          {props.action}
        </Stack>
      </Card>
    </Box>
  )
}
