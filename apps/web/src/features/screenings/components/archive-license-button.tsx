import type { LicenseView } from '@app/domain';
import { ConfirmButton } from '../../../components/confirm-button';
import { toast } from '../../../lib/notify';
import { useArchiveLicense } from '../api/screenings';

/** Archive (never delete), asked first. */
export function ArchiveLicenseButton({ license: l }: { license: LicenseView }) {
  const archive = useArchiveLicense();
  return (
    <ConfirmButton
      label="Archive"
      color="red"
      title="Archive this license?"
      message={`${l.contractor.name}'s ${l.license_type} license leaves the active list; it is kept, never deleted.`}
      onConfirm={async () => {
        await archive.mutateAsync(l.id);
        toast.success('License archived');
      }}
    />
  );
}
