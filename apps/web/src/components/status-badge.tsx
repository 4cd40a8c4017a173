/**
 * The one way a status shows: a dot badge in the reader's text colour (readable on striped and
 * selected rows, in light and dark mode), sentence case, coloured by what the status means.
 *
 *   <StatusBadge of="timesheetStatus" value={t.status} />   label and tone from the domain enum
 *   <StatusBadge label="Active" tone="success" />           anything else (a flag, a count)
 */
import { Badge, type BadgeProps } from '@mantine/core';
import { labelOf, type EnumName, type EnumValue } from '@app/domain';

export type StatusTone = 'neutral' | 'info' | 'progress' | 'warning' | 'success' | 'danger' | 'special';

const TONE_COLORS: Record<StatusTone, string> = {
  neutral: 'gray',
  info: 'blue',
  progress: 'teal',
  warning: 'yellow',
  success: 'green',
  danger: 'red',
  special: 'grape',
};

/** What a status value means, whichever enum it belongs to; unknown values are neutral. */
const TONE_OF_VALUE: Record<string, StatusTone> = {
  pending: 'warning',
  onboarding: 'warning',
  invited: 'warning',
  awaiting_approval: 'warning',
  hold: 'warning',
  processing: 'info',
  previewed: 'info',
  invoiced: 'info',
  paid: 'info',
  approved: 'success',
  signed: 'progress',
  partially_imported: 'progress',
  imported: 'success',
  active: 'success',
  live: 'success',
  complete: 'success',
  success: 'success',
  rejected: 'danger',
  failed: 'danger',
  failure: 'danger',
  no_bill: 'neutral',
  cancelled: 'neutral',
  discarded: 'neutral',
  ended: 'neutral',
  inactive: 'neutral',
  deactivated: 'neutral',
};

export const toneOf = (value: string): StatusTone => TONE_OF_VALUE[value] ?? 'neutral';

type Common = Pick<BadgeProps, 'size'> & { testId?: string };
type EnumProps<N extends EnumName> = Common & { of: N; value: EnumValue<N>; tone?: StatusTone; label?: undefined };
type LabelProps = Common & { label: string; tone: StatusTone; of?: undefined; value?: undefined };

export function StatusBadge<N extends EnumName>(props: EnumProps<N> | LabelProps) {
  const label = props.of ? labelOf(props.of, props.value as EnumValue<N>) : props.label;
  const tone = props.tone ?? toneOf(String(props.value));
  return (
    <Badge variant="dot" color={TONE_COLORS[tone]} tt="none" size={props.size} data-testid={props.testId}>
      {label}
    </Badge>
  );
}

/** Active/Inactive (or Archived) from a row's `active` flag. */
export function ActiveBadge({
  active,
  inactiveLabel = 'Inactive',
  ...rest
}: Common & { active: boolean; inactiveLabel?: string }) {
  return <StatusBadge label={active ? 'Active' : inactiveLabel} tone={active ? 'success' : 'neutral'} {...rest} />;
}
