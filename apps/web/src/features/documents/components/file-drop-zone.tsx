import { FileInput, Paper, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { DOCUMENT_ACCEPT } from '@app/domain';
import { useState, type DragEvent } from 'react';

/**
 * A file input that also takes a file dropped anywhere on it (no dropzone package: Mantine's is not a
 * dependency). The input stays the accessible way in; dropping is a shortcut for a pointer.
 */
export function FileDropZone({
  value,
  onChange,
  error,
}: {
  value: File | null;
  onChange: (file: File | null) => void;
  error: string | null;
}) {
  const [over, setOver] = useState(false);
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files[0];
    if (file) onChange(file);
  };
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      data-testid="document-drop-zone"
      style={{ borderStyle: 'dashed', borderColor: over ? 'var(--mantine-color-blue-6)' : undefined }}
      onDragOver={(e: DragEvent) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <Stack gap="xs" align="stretch">
        <Text size="sm" c="dimmed" ta="center">
          <IconUpload size={16} aria-hidden style={{ verticalAlign: 'middle', marginRight: 6 }} />
          Drop a PDF, PNG or JPEG here (up to 10 MB), or choose one
        </Text>
        <FileInput
          label="File"
          required
          accept={DOCUMENT_ACCEPT}
          placeholder="Choose a file"
          value={value}
          onChange={onChange}
          error={error}
          clearable
        />
      </Stack>
    </Paper>
  );
}
