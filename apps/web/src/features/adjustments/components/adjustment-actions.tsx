import { Button } from '@mantine/core';
import type { AdjustmentView } from '@app/domain';
import { useState } from 'react';
import { useSession } from '../../../lib/auth/use-session';
import { mayVoid } from './adjustment-access';
import { VoidAdjustmentDialog } from './void-adjustment-dialog';

/** Void: a pending adjustment, for those who add adjustments. */
export function AdjustmentActions({ adjustment }: { adjustment: AdjustmentView }) {
  const subject = useSession()?.subject;
  const [voiding, setVoiding] = useState(false);
  if (!subject || !mayVoid(subject, adjustment)) return null;
  return (
    <>
      <Button variant="light" color="red" onClick={() => setVoiding(true)}>
        Void
      </Button>
      {voiding && <VoidAdjustmentDialog adjustment={adjustment} onClose={() => setVoiding(false)} />}
    </>
  );
}
