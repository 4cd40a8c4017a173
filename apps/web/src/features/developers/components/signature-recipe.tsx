import { Code, Stack, Text, Title } from '@mantine/core';

/** The receiver's side of Standard Webhooks signatures, as the API signs them (decision 0089). */
export const SIGNATURE_RECIPE = `import { createHmac, timingSafeEqual } from 'node:crypto';

// secret: the endpoint's whsec_… secret; body: the request body exactly as received (a string).
function verify(secret, headers, body) {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  // Refuse old messages: a replay of a captured request is then useless.
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 5 * 60) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = 'v1,' + createHmac('sha256', key).update(\`\${id}.\${timestamp}.\${body}\`).digest('base64');
  return headers['webhook-signature'].split(' ').some(
    (s) => s.length === expected.length && timingSafeEqual(Buffer.from(s), Buffer.from(expected)),
  );
}`;

export function SignatureRecipe() {
  return (
    <Stack gap="xs">
      <Title order={3}>Verifying deliveries</Title>
      <Text size="sm">
        Each delivery is a POST following the Standard Webhooks specification, with the headers <Code>webhook-id</Code>{' '}
        (the event&apos;s id, the same on every retry), <Code>webhook-timestamp</Code> (seconds) and{' '}
        <Code>webhook-signature</Code>: <Code>v1,</Code> and the base64 HMAC-SHA256 of <Code>id.timestamp.body</Code>{' '}
        under the secret&apos;s bytes. Answer 2xx to accept it; any other answer is retried with growing waits for about
        three days, and 410 Gone disables the endpoint.
      </Text>
      <Code block aria-label="Signature recipe">
        {SIGNATURE_RECIPE}
      </Code>
    </Stack>
  );
}
