import { Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { TemplateView } from '@app/domain';
import { DownloadButton } from '../../../components/download-button';
import { useReturnFocus } from '../../../components/use-return-focus';
import { downloadDocument } from '../api/download-pdf';
import { WorkerAssignmentPickers } from './worker-assignment-pickers';

/** A document template merged for one worker (and one of its assignments) and downloaded as a PDF. */
export function RenderDocumentModal({ template, onClose }: { template: TemplateView; onClose: () => void }) {
  useReturnFocus();
  const [who, setWho] = useState({ contractorId: '', assignmentId: '' });
  const ready = Boolean(who.contractorId) && (!template.needs_assignment || Boolean(who.assignmentId));
  return (
    <Modal opened onClose={onClose} title={`${template.name} as PDF`} size="lg">
      <Stack>
        <Text size="sm">The current version (v{template.version}), merged with the worker&apos;s values today.</Text>
        <WorkerAssignmentPickers
          contractorId={who.contractorId}
          assignmentId={who.assignmentId}
          onChange={setWho}
          assignmentRequired={template.needs_assignment}
        />
        <Group justify="flex-end">
          {ready && (
            <DownloadButton
              label="Download PDF"
              download={() =>
                downloadDocument(template, { contractor_id: who.contractorId, assignment_id: who.assignmentId })
              }
            />
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
