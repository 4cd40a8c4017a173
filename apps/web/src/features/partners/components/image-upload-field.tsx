import { Button, Group, Image, Input, Stack, Text } from '@mantine/core';
import { IMAGE_UPLOAD_ACCEPT, IMAGE_UPLOAD_MAX_BYTES, type ImagePurpose } from '@app/domain';
import { useId, useState, type ChangeEvent } from 'react';
import { toApiError } from '../../../lib/api/errors';
import { useUploadImage } from '../../../lib/api/upload-image';

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
  const inputId = useId();

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

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.currentTarget.files?.[0] ?? null;
    // Cleared, so choosing the same file again (after a fix) still fires a change.
    e.currentTarget.value = '';
    void choose(file);
  };

  return (
    <Stack gap={6}>
      {/* A native file input: labelled, keyboard-reachable, and what browsers and tests can fill. */}
      <Input.Wrapper
        label={label}
        labelProps={{ htmlFor: inputId }}
        description={upload.isPending ? 'Uploading…' : 'PNG, SVG or ICO, at most 1 MB'}
        error={problem ?? error}
      >
        <input
          id={inputId}
          type="file"
          accept={IMAGE_UPLOAD_ACCEPT}
          disabled={upload.isPending}
          onChange={onFile}
          style={{ display: 'block', marginTop: 4 }}
        />
      </Input.Wrapper>
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
