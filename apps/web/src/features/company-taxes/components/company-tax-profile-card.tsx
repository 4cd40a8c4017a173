import { Button, Group, Modal, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { companyTaxProfileUpdateSchema, type CompanyTaxProfileUpdate, type CompanyTaxesView } from '@app/domain';
import { useState } from 'react';
import { checkedOf, type Checked } from '../../../components/forms/checked';
import { ResourceFormFrame } from '../../../components/forms/resource-form-frame';
import { useFormState } from '../../../components/forms/use-form-state';
import { useReturnFocus } from '../../../components/use-return-focus';
import { toast } from '../../../lib/notify';
import { useUpdateCompanyTaxProfile } from '../api/update-company-tax-profile';

interface ProfileValues {
  legal_name: string;
  /** A new FEIN; blank keeps the one on file. */
  fein: string;
}

function ProfileModal({ taxes, onClose }: { taxes: CompanyTaxesView; onClose: () => void }) {
  useReturnFocus();
  const update = useUpdateCompanyTaxProfile();
  const onFile = taxes.profile?.fein_masked ?? null;
  const form = useFormState<ProfileValues, CompanyTaxProfileUpdate>({
    initial: () => ({ legal_name: taxes.profile?.legal_name ?? '', fein: '' }),
    check: (v): Checked<CompanyTaxProfileUpdate> =>
      checkedOf(
        companyTaxProfileUpdateSchema.safeParse({ legal_name: v.legal_name, fein: v.fein.trim() || undefined }),
        !onFile && !v.fein.trim() ? { fein: 'Enter the FEIN as NN-NNNNNNN' } : {},
      ),
    save: async (body) => {
      await update.mutateAsync({ employerKey: taxes.employer_key, body });
      toast.success('Company profile saved');
      onClose();
    },
    fieldKeys: ['legal_name', 'fein'],
  });
  return (
    <Modal opened onClose={onClose} title="Company profile">
      <ResourceFormFrame form={form} submitLabel="Save profile" onCancel={onClose}>
        <TextInput label="Legal name" required maxLength={200} {...form.field('legal_name')} />
        <TextInput
          label="FEIN"
          placeholder="NN-NNNNNNN"
          autoComplete="off"
          required={!onFile}
          description={onFile ? `On file: ${onFile}. Leave blank to keep it.` : undefined}
          {...form.field('fein')}
        />
      </ResourceFormFrame>
    </Modal>
  );
}

/** The employer's legal name and FEIN (its last four only), with an edit form for those who may change them. */
export function CompanyTaxProfileCard({ taxes }: { taxes: CompanyTaxesView }) {
  const [editing, setEditing] = useState(false);
  const profile = taxes.profile;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="company-profile-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3" id="company-profile-title">
            Company profile
          </Title>
          {taxes.can_edit && (
            <Button variant="light" onClick={() => setEditing(true)}>
              {profile ? 'Edit profile' : 'Add profile'}
            </Button>
          )}
        </Group>
        {profile ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Stack gap={2}>
              <Text size="sm" c="dimmed">
                Legal name
              </Text>
              <Text>{profile.legal_name}</Text>
            </Stack>
            <Stack gap={2}>
              <Text size="sm" c="dimmed">
                FEIN
              </Text>
              <Text ff="monospace" aria-label={`FEIN ending in ${profile.fein_last4 ?? ''}`}>
                {profile.fein_masked ?? '—'}
              </Text>
            </Stack>
          </SimpleGrid>
        ) : (
          <Text c="dimmed">No legal name or FEIN on file for {taxes.employer_name} yet.</Text>
        )}
      </Stack>
      {editing && <ProfileModal taxes={taxes} onClose={() => setEditing(false)} />}
    </Paper>
  );
}
