import { Button } from '@mantine/core';
import type { LicenseView } from '@app/domain';
import { useState } from 'react';
import { EditLicenseModal } from './edit-license-modal';

/** A row's Edit: opens the license's edit dialog. */
export function EditLicenseButton({ license: l }: { license: LicenseView }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="light"
        aria-label={`Edit ${l.contractor.name}'s ${l.license_type} license`}
        onClick={() => setOpen(true)}
      >
        Edit
      </Button>
      {open && <EditLicenseModal license={l} onClose={() => setOpen(false)} />}
    </>
  );
}
