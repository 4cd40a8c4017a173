import { Button, Group, Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { DataList } from '../../../components/data-list/data-list';
import { useSession } from '../../../lib/auth/use-session';
import { useEnrollmentsList } from '../api/benefits';
import { managesPlatformBenefits } from '../components/deductions-benefits-access';
import { enrollmentColumns } from '../components/enrollment-columns';
import { EnrollModal } from '../components/enroll-modal';
import { NewPlanModal } from '../components/new-plan-modal';
import { PlansTable } from '../components/plans-table';

/**
 * /benefits (admin and eor staff): workers' enrollments (each opening /benefits/:id with its dependents),
 * and the plans offered — the platform's own and each partner's — with their tax treatment and monthly
 * costs per tier. Admins offer and withdraw the platform's plans and enroll workers; eor staff read.
 */
export function BenefitsPage() {
  const list = useEnrollmentsList();
  const isAdmin = managesPlatformBenefits(useSession()?.subject);
  const [modal, setModal] = useState<'plan' | 'enroll' | null>(null);
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Benefits</Title>
        {isAdmin && (
          <Group>
            <Button variant="light" onClick={() => setModal('plan')}>
              New platform plan
            </Button>
            <Button onClick={() => setModal('enroll')}>Enroll a worker</Button>
          </Group>
        )}
      </Group>
      <Tabs defaultValue="enrollments" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="enrollments">Enrollments</Tabs.Tab>
          <Tabs.Tab value="plans">Plans</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="enrollments" pt="md">
          <DataList list={list} columns={enrollmentColumns} tableName="benefits" noun="enrollments" />
        </Tabs.Panel>
        <Tabs.Panel value="plans" pt="md">
          <Stack>
            <PlansTable source="eor" title="Platform plans" canManage={isAdmin} />
            <PlansTable source="partner" title="Partner plans" canManage={isAdmin} />
          </Stack>
        </Tabs.Panel>
      </Tabs>
      {modal === 'plan' && <NewPlanModal onClose={() => setModal(null)} />}
      {modal === 'enroll' && <EnrollModal onClose={() => setModal(null)} />}
    </Stack>
  );
}
