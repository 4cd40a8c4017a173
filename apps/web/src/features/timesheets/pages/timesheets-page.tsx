import { Stack, Tabs, Title } from '@mantine/core';
import { mayWriteTime } from '@app/domain';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { useSession, type Session } from '../../../lib/auth/use-session';
import { keepsOwnTime, listOpensOnPending } from '../components/timesheet-access';

// The list (its table, filters, labels and their chunks) loads once the page knows it shows one, and
// the title paints meanwhile: on a phone the page's first paint no longer waits for the datatable's
// code to arrive and run. Its import fetches every chunk it needs at once (vite.config.ts).
const TimesheetsList = lazy(() => import('../components/timesheets-list').then((m) => ({ default: m.TimesheetsList })));

/**
 * The list, asked for just after the page's first render rather than during it: the import adds a
 * preload link per chunk (some sixty, each a few milliseconds on a phone), work that then follows
 * the title's paint instead of holding it back.
 */
function LazyList({ session }: { session: Session }) {
  const [asked, setAsked] = useState(false);
  const [params, setParams] = useSearchParams();
  const opensOnPending = listOpensOnPending(session.subject) && params.size === 0;
  useEffect(() => {
    // Replaced, not pushed: Back leaves the list rather than landing on the unfiltered URL.
    if (opensOnPending) setParams({ status: 'pending' }, { replace: true });
    setAsked(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on arrival: a filter the user clears later stays cleared
  }, []);
  const ready = asked && !opensOnPending;
  return <Suspense fallback={<PageLoader />}>{ready ? <TimesheetsList session={session} /> : <PageLoader />}</Suspense>;
}

// Entering a week (its grid, pickers and dialogs) loads when it is shown: most visits to /timesheets
// are to the list, which no longer waits for the week's code.
const WeekEntry = lazy(() => import('../components/week-entry').then((m) => ({ default: m.WeekEntry })));
const EntryContractorPicker = lazy(() =>
  import('../components/entry-contractor-picker').then((m) => ({ default: m.EntryContractorPicker })),
);

/** Entering on a contractor's behalf: choose whose week first. */
function OnBehalfEntry() {
  const [params, setParams] = useSearchParams();
  const contractorId = params.get('contractor') ?? null;
  const choose = (id: string | null) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (id) next.set('contractor', id);
      else next.delete('contractor');
      next.delete('assignment');
      return next;
    });
  return (
    <Suspense fallback={<PageLoader />}>
      <Stack gap="md">
        <EntryContractorPicker value={contractorId} onChange={choose} />
        {contractorId && <WeekEntry key={contractorId} contractorId={contractorId} />}
      </Stack>
    </Suspense>
  );
}

/**
 * /timesheets: for deciders and everyone else who sees time, the list of entries; for those who may
 * input time, a second tab to enter a contractor's week. A contractor gets their own week here too.
 */
export function TimesheetsPage() {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  if (!session) return <PageLoader />;
  if (keepsOwnTime(session.subject)) {
    return (
      <Stack gap="lg">
        <Title order={1}>Timesheets</Title>
        <Suspense fallback={<PageLoader />}>
          <WeekEntry />
        </Suspense>
      </Stack>
    );
  }
  const mayEnter = mayWriteTime({ subject: session.subject, ownEntry: false });
  const tab = mayEnter && params.get('view') === 'enter' ? 'enter' : 'list';
  // Each tab keeps its own URL keys: switching drops the other tab's.
  const switchTo = (value: string | null) => setParams(value === 'enter' ? { view: 'enter' } : {});
  return (
    <Stack gap="lg">
      <Title order={1}>Timesheets</Title>
      {mayEnter ? (
        <Tabs value={tab} onChange={switchTo} keepMounted={false}>
          <Tabs.List aria-label="Timesheet views">
            <Tabs.Tab value="list">Entries</Tabs.Tab>
            <Tabs.Tab value="enter">Enter time</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="list" pt="md">
            <Stack gap="md">
              <LazyList session={session} />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="enter" pt="md">
            <OnBehalfEntry />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <LazyList session={session} />
      )}
    </Stack>
  );
}
