import { Stack, Title } from '@mantine/core';
import { useSession } from '../../../lib/auth/use-session';
import { writesTemplates } from '../components/agreement-access';
import { TemplatesPanel } from '../components/templates-panel';

/**
 * /document_templates: offer letters, assignment confirmations and other letters (the platform's and the
 * partner's) with the same merge fields as agreements; an editor with a preview and versions; a PDF for a
 * worker.
 */
export function DocumentTemplatesPage() {
  const subject = useSession()?.subject;
  return (
    <Stack gap="lg">
      <Title order={1}>Document Templates</Title>
      <TemplatesPanel kind="document" writes={subject !== undefined && writesTemplates(subject)} />
    </Stack>
  );
}
