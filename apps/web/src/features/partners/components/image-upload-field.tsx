import { Button, FileInput, Group, Image, Stack, Text } from '@mantine/core';
import { IMAGE_UPLOAD_ACCEPT, IMAGE_UPLOAD_MAX_BYTES, type ImagePurpose } from '@app/domain';
import { useState } from 'react';
import { toApiError } from '../../../lib/api/errors';
import { useUploadImage } from '../api/upload-image';

interface Props {
  label: string;
  purpose: ImagePurpose;
  partnerId: string;
  value: string;
  onChange: (url: string) => void;
  error?: string | null;
}

const TOO_BIG = 'The image must be at most 1 MB';

/**
 * Uploads a logo or favicon as soon as it is chosen and keeps its URL in the form, with a
 * preview; the partner changes only when the form is saved. The server checks the bytes.
 */
export function ImageUploadField({ label, purpose, partnerId, value, onChange, error }: Props) {
  const upload = useUploadImage();
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (file: File | null) => {
    setProblem(null);
    if (!file) return;
    if (file.size > IMAGE_UPLOAD_MAX_BYTES) {
      setProblem(TOO_BIG);
      return;
    }
    try {
      const image = await upload.mutateAsync({ file, purpose, partnerId });
      onChange(image.url);
    } catch (err) {
      const apiError = toApiError(err);
      const detail = (apiError.data as { detail?: { msg?: string }[] } | undefined)?.detail;
      setProblem(Array.isArray(detail) && detail[0]?.msg ? detail[0].msg : apiError.message);
    }
  };

  return (
    <Stack gap={6}>
      <FileInput
        label={label}
        description="PNG, SVG or ICO, at most 1 MB"
        accept={IMAGE_UPLOAD_ACCEPT}
        placeholder={upload.isPending ? 'Uploading…' : 'Choose a file'}
        disabled={upload.isPending}
        value={null}
        onChange={(file) => void choose(file)}
        error={problem ?? error}
        clearable={false}
      />
      {value ? (
        <Group gap="sm">
          <Image src={value} alt={`${label} preview`} h={40} w="auto" fit="contain" />
          <Button variant="subtle" size="compact-sm" color="red" onClick={() => onChange('')}>
            Remove {label.toLowerCase()}
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          No {label.toLowerCase()}
        </Text>
      )}
    </Stack>
  );
}
