import { Alert, Anchor, EmptyState, Group, Loader, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { InvoiceView, PaymentMethodView } from '@app/domain';
import { Link, useParams, useSearchParams } from 'react-router';
import { DetailGate } from '../../../components/reference/detail-parts';
import { useClientOptions } from '../../../components/reference/client-options';
import { toApiError } from '../../../lib/api/errors';
import { useSession } from '../../../lib/auth/use-session';
import { useAccounts } from '../api/get-accounts';
import { useInvoiceToPay } from '../api/get-invoice-to-pay';
import { useOpenInvoices } from '../api/get-open-invoices';
import { InvoiceSummary } from '../components/invoice-summary';
import { OpenInvoicesTable } from '../components/open-invoices-table';
import { addsAccounts, choosesPayer, opensInvoice } from '../components/pay-access';
import { PayAllForm } from '../components/pay-all-form';
import { PayInvoiceForm } from '../components/pay-invoice-form';
import { balancesOf, invoiceName, isPayable, notPayableText } from '../lib/pay-format';

/** Where to add an account: /payment_methods, which links back to this payment (and names the client for staff). */
function useAddLink(back: string, clientId: string | null): string | null {
  const user = useSession()?.user;
  if (!user || !addsAccounts(user)) return null;
  const query = new URLSearchParams({ ...(clientId ? { client_id: clientId } : {}), back });
  return `/payment_methods?${query.toString()}`;
}

function Loading({ what }: { what: string }) {
  return (
    <Group gap="xs" role="status">
      <Loader size="sm" aria-hidden />
      <Text size="sm">Loading {what}…</Text>
    </Group>
  );
}

function LoadError({ what, error }: { what: string; error: unknown }) {
  return (
    <Alert color="red" variant="light" role="alert" title={`Could not load ${what}`}>
      {toApiError(error).message}
    </Alert>
  );
}

const inCurrency = (accounts: PaymentMethodView[] | undefined, currency: string) =>
  (accounts ?? []).filter((a) => a.currency === currency.toLowerCase());

const accountIds = (accounts: PaymentMethodView[] | undefined) => (accounts ?? []).map((a) => a.id).join(',');

/** /pay/:id — the invoice the e-mail's link names: what it is for, what is left, and the form that pays it. */
function PayInvoice({ invoice }: { invoice: InvoiceView }) {
  const session = useSession();
  const user = session?.user;
  const payable = isPayable(invoice);
  const accounts = useAccounts(invoice.client.id, payable);
  const addLink = useAddLink(`/pay/${invoice.id}`, invoice.client.id);
  const invoicePage = `/invoices/${invoice.id}`;
  const everythingOwed =
    session && choosesPayer(session.subject) ? `/pay?client_id=${encodeURIComponent(invoice.client.id)}` : '/pay';
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>Pay {invoiceName(invoice).toLowerCase()}</Title>
        <Text c="dimmed">
          {invoice.partner.name} · for {invoice.client.name}
        </Text>
      </Stack>
      <Paper withBorder p="lg">
        <InvoiceSummary invoice={invoice} />
      </Paper>
      {!payable ? (
        <Alert color={invoice.status === 'paid' ? 'green' : 'gray'} variant="light" role="status">
          {notPayableText(invoice)}
        </Alert>
      ) : (
        <Paper withBorder p="lg">
          {accounts.isPending ? (
            <Loading what="your bank accounts" />
          ) : accounts.isError ? (
            <LoadError what="the bank accounts" error={accounts.error} />
          ) : (
            <PayInvoiceForm
              // A new set of accounts (one added meanwhile) is a new form, the oldest chosen.
              key={accountIds(accounts.data)}
              invoice={invoice}
              accounts={inCurrency(accounts.data, invoice.currency)}
              addLink={addLink}
            />
          )}
        </Paper>
      )}
      <Group gap="lg">
        {user && opensInvoice(user, invoicePage) && (
          <Anchor component={Link} to={invoicePage} size="sm">
            View the invoice
          </Anchor>
        )}
        <Anchor component={Link} to={everythingOwed} size="sm">
          See everything owed
        </Anchor>
      </Group>
    </Stack>
  );
}

/** /pay — every open invoice of the client and, per currency, its balance with Pay all. */
function PayBalance() {
  const subject = useSession()?.subject;
  const [search, setSearch] = useSearchParams();
  const chooses = subject !== undefined && choosesPayer(subject);
  const clientId = chooses ? search.get('client_id') : null;
  const ready = !chooses || clientId !== null;
  const clients = useClientOptions(chooses);
  const open = useOpenInvoices(clientId, ready);
  const accounts = useAccounts(clientId, ready);
  const addLink = useAddLink(clientId ? `/pay?client_id=${clientId}` : '/pay', clientId);
  const balances = balancesOf(open.data ?? []);

  const chooseClient = (id: string | null) =>
    setSearch(
      (s) => {
        if (id) s.set('client_id', id);
        else s.delete('client_id');
        return s;
      },
      { replace: true },
    );

  return (
    <Stack gap="lg">
      <Title order={1}>{chooses ? 'Pay invoices' : 'Pay your invoices'}</Title>
      {chooses && (
        <Select
          label="Client"
          placeholder="Choose the client who pays"
          searchable
          data={clients.data ?? []}
          value={clientId}
          onChange={chooseClient}
          nothingFoundMessage="No such client"
          w={320}
        />
      )}
      {!ready ? null : open.isPending ? (
        <Loading what="the open invoices" />
      ) : open.isError ? (
        <LoadError what="the open invoices" error={open.error} />
      ) : balances.length === 0 ? (
        <EmptyState
          icon={<IconCircleCheck size={32} aria-hidden />}
          withIndicatorBackground
          title="Nothing is owed"
          description="Every invoice is paid. Thank you!"
          role="status"
          py="xl"
        />
      ) : (
        <>
          <Paper withBorder>
            <OpenInvoicesTable invoices={open.data} />
          </Paper>
          {accounts.isPending ? (
            <Loading what="the bank accounts" />
          ) : accounts.isError ? (
            <LoadError what="the bank accounts" error={accounts.error} />
          ) : (
            balances.map((b) => (
              <PayAllForm
                key={`${b.currency}:${accountIds(accounts.data)}`}
                currency={b.currency}
                balance={b.balance}
                invoiceCount={b.invoices.length}
                accounts={inCurrency(accounts.data, b.currency)}
                addLink={addLink}
              />
            ))
          )}
        </>
      )}
    </Stack>
  );
}

/**
 * /pay/:id? — the narrow payment page a client lands on from the invoice e-mail: with an id, that
 * invoice (pay the balance or another amount); without, every open invoice and Pay all per currency.
 */
export function PayPage() {
  const { id } = useParams();
  return id ? <PayInvoiceGate id={id} /> : <PayBalance />;
}

function PayInvoiceGate({ id }: { id: string }) {
  const invoice = useInvoiceToPay(id);
  return (
    <DetailGate query={invoice} noun="invoice">
      {(i) => <PayInvoice invoice={i} />}
    </DetailGate>
  );
}
