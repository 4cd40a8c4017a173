import { Paper, Text, Title } from '@mantine/core';

/** The agreement's frozen text as the signer reads it: paragraphs and line breaks as written. */
export function AgreementDocument({ title, body }: { title: string; body: string }) {
  return (
    <Paper withBorder p="xl" component="article" aria-label={`${title}: the document`}>
      <Title order={2} size="h3" mb="md">
        {title}
      </Title>
      <Text style={{ whiteSpace: 'pre-wrap', lineHeight: 1.6 }}>{body}</Text>
    </Paper>
  );
}
