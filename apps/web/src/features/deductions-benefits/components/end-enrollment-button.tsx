import { Group, TextInput } from '@mantine/core';
import type { BenefitEnrollmentDetail } from '@app/domain';
import { useState } from 'react';
import { ConfirmButton } from '../../../components/confirm-button';
import { useSession } from '../../../lib/auth/use-session';
import { toast } from '../../../lib/notify';
import { useEndEnrollment } from '../api/benefits';
import { managesPlatformBenefits } from './deductions-benefits-access';

/** An admin ends an enrollment on a date (asked first); paychecks after it no longer deduct it. */
export function EndEnrollmentButton({ e }: { e: BenefitEnrollmentDetail }) {
  const session = useSession();
  const end = useEndEnrollment(e.id);
  const [date, setDate] = useState(new Date().toISOString().slice(0, 10));
  if (!managesPlatformBenefits(session?.subject) || e.status === 'ended') return null;
  return (
    <Group>
      <ConfirmButton
        label="End enrollment"
        color="red"
        title={`End ${e.contractor.name}'s ${e.plan.name}?`}
        message="Paychecks after the end date no longer deduct or contribute to it."
        canConfirm={/^\d{4}-\d{2}-\d{2}$/.test(date)}
        onConfirm={async () => {
          await end.mutateAsync(date);
          toast.success('Enrollment ended');
        }}
      >
        <TextInput label="Last day covered" type="date" value={date} onChange={(v) => setDate(v.currentTarget.value)} />
      </ConfirmButton>
    </Group>
  );
}
