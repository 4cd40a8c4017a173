import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';

/** A secret the API answers once (an API key, a signing secret): shown with a copy button and a warning. */
export function ShownOnce({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="xs">
      <Alert color="yellow" title={`Copy this ${label} now`}>
        It is shown only once: it is stored so that it cannot be read back. If you lose it, make a new one.
      </Alert>
      <Group wrap="nowrap" gap="xs">
        <Code block style={{ flex: 1, wordBreak: 'break-all' }} aria-label={label}>
          {value}
        </Code>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button variant="light" onClick={copy}>
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Text size="xs" c="dimmed">
        Keep it out of source code and URLs.
      </Text>
    </Stack>
  );
}
