import { Alert, Button, Group, Paper, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { THEMES, type ThemePreference } from '@app/domain';
import { PageLoader } from '../../../components/page-loader';
import { toApiError } from '../../../lib/api/errors';
import { useSession } from '../../../lib/auth/use-session';
import { toast } from '../../../lib/notify';
import { setDisplayTimeZone, setThemeChoice } from '../../../lib/device-preferences';
import { useUpdateUserSettings, useUserSettings } from '../api/user-settings';
import { PartnerOverrides } from '../components/partner-overrides';
import { overridesPartnerOf } from '../components/settings-access';

const THEME_LABELS: Record<ThemePreference, string> = { light: 'Light', dark: 'Dark', auto: 'Auto' };

function timeZones(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) ? all : [current, ...all];
}

/** /settings: the user's theme and the time zone dates are shown in; partner owners also see overrides. */
export function SettingsPage() {
  const settings = useUserSettings();
  const update = useUpdateUserSettings();
  const session = useSession();
  const [theme, setTheme] = useState<ThemePreference>('auto');
  const [timezone, setTimezone] = useState('');
  useEffect(() => {
    if (settings.data) {
      setTheme(settings.data.theme);
      setTimezone(settings.data.timezone);
      // The server copy is the truth: bring this device's mirror in line with it.
      setThemeChoice(settings.data.theme);
      // Until the user saves a zone, dates stay in the browser's own (the stored one is only a default).
      setDisplayTimeZone(settings.data.updated_at ? settings.data.timezone : null);
    }
  }, [settings.data]);
  const zones = useMemo(() => timeZones(timezone || 'America/New_York'), [timezone]);

  if (settings.isPending) return <PageLoader />;
  if (settings.isError)
    return (
      <Alert color="red" variant="light" role="alert" title="Could not load your settings">
        {toApiError(settings.error).message}
      </Alert>
    );
  const changed = theme !== settings.data.theme || timezone !== settings.data.timezone;
  const partner = session ? overridesPartnerOf(session.user) : null;

  return (
    <Stack gap="lg" maw={640}>
      <Title order={1}>Settings</Title>
      <Paper withBorder p="lg">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            update.mutate(
              { theme, timezone },
              {
                onSuccess: (saved) => {
                  setThemeChoice(saved.theme);
                  setDisplayTimeZone(saved.timezone);
                  toast.success('Your settings are saved');
                },
              },
            );
          }}
        >
          <Stack>
            <div>
              <Text size="sm" fw={500} id="theme-label" mb={4}>
                Theme
              </Text>
              <SegmentedControl
                aria-labelledby="theme-label"
                value={theme}
                onChange={(v) => setTheme(v as ThemePreference)}
                data={THEMES.map((t) => ({ value: t, label: THEME_LABELS[t] }))}
              />
            </div>
            <Select
              label="Time zone for dates"
              data={zones}
              value={timezone}
              onChange={(v) => v && setTimezone(v)}
              searchable
              allowDeselect={false}
            />
            {update.isError && !toApiError(update.error).silent && (
              <Alert color="red" variant="light" role="alert">
                {toApiError(update.error).message}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button type="submit" loading={update.isPending} disabled={!changed}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      {partner && <PartnerOverrides partnerId={partner.id} partnerName={partner.name} />}
    </Stack>
  );
}
