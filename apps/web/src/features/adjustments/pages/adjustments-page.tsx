import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { DataList } from '../../../components/data-list/data-list';
import { picksClient } from '../../../components/reference/reference-access';
import { useSession } from '../../../lib/auth/use-session';
import { useAdjustmentTypes } from '../api/get-adjustment-types';
import { useAdjustmentsList } from '../api/get-adjustments';
import { addsAdjustments, showsPartnerColumn } from '../components/adjustment-access';
import { adjustmentColumns } from '../components/adjustment-columns';
import { AdjustmentFilters } from '../components/adjustment-filters';
import { AddAdjustmentModal, type AdjustmentPrefill } from '../components/add-adjustment-modal';

/**
 * The URL an invoice's "Add adjustment" link opens (`?client_id=…&corrects=…&currency=…`): the list of
 * the client's adjustments with the form open on that invoice. Not list filters: never sent to the API.
 */
const CORRECTS_PARAM = 'corrects';
const CURRENCY_PARAM = 'currency';

/**
 * /adjustments: the credits and charges to clients this user may see (the API scopes them), where each
 * was charged, filters, CSV, and for those who add adjustments an Add adjustment dialog — opened on an
 * invoice when its page links here.
 */
export function AdjustmentsPage() {
  const list = useAdjustmentsList();
  const subject = useSession()?.subject;
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const types = useAdjustmentTypes();
  const [adding, setAdding] = useState(false);
  const adds = subject !== undefined && addsAdjustments(subject);
  const corrects = searchParams.get(CORRECTS_PARAM);
  const showPartner = subject !== undefined && showsPartnerColumn(subject);
  const severalCurrencies = new Set(list.rows.map((a) => a.currency)).size > 1;
  const columns = useMemo(
    () => adjustmentColumns({ showPartner, severalCurrencies, types }),
    [showPartner, severalCurrencies, types],
  );
  const mayPickClient = subject !== undefined && picksClient(subject);

  const prefill: AdjustmentPrefill | undefined = corrects
    ? {
        client_id: searchParams.get('client_id') ?? undefined,
        invoice_related_to: corrects,
        currency: searchParams.get(CURRENCY_PARAM) ?? undefined,
      }
    : undefined;
  const open = adds && (adding || prefill !== undefined);
  const close = () => {
    setAdding(false);
    if (!corrects) return;
    const next = new URLSearchParams(searchParams);
    next.delete(CORRECTS_PARAM);
    next.delete(CURRENCY_PARAM);
    setSearchParams(next, { replace: true });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Adjustments</Title>
        {adds && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            Add adjustment
          </Button>
        )}
      </Group>
      <DataList
        list={list}
        columns={columns}
        tableName="adjustments"
        noun="adjustments"
        filters={<AdjustmentFilters list={list} picksClient={mayPickClient} />}
      />
      {open && (
        <AddAdjustmentModal
          prefill={prefill}
          onClose={close}
          onAdded={(adjustment) => {
            setAdding(false);
            navigate(`/adjustments/${adjustment.id}`);
          }}
        />
      )}
    </Stack>
  );
}
