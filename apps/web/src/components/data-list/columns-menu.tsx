import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import type { DataTableColumnToggle } from 'mantine-datatable';

interface ColumnsMenuProps {
  titles: Record<string, string>;
  toggles: DataTableColumnToggle[];
  onChange: (toggles: DataTableColumnToggle[]) => void;
  onReset: () => void;
}

/**
 * Show/hide columns with labelled checkboxes: the table's own header right-click menu is not
 * reachable from the keyboard.
 */
export function ColumnsMenu({ titles, toggles, onChange, onReset }: ColumnsMenuProps) {
  const toggleable = toggles.filter((t) => t.toggleable && titles[t.accessor] !== undefined);
  if (toggleable.length === 0) return null;
  const shown = toggleable.filter((t) => t.toggled).length;
  const set = (accessor: string, toggled: boolean) =>
    onChange(toggles.map((t) => (t.accessor === accessor ? { ...t, toggled } : t)));
  return (
    // Rendered in place (no portal), so Tab from the button walks straight into the checkboxes.
    <Popover position="bottom-end" shadow="md" withinPortal={false}>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} aria-hidden />}>
          Columns
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" role="group" aria-label="Visible columns">
          {toggleable.map((t) => (
            <Checkbox
              key={t.accessor}
              label={titles[t.accessor]}
              checked={t.toggled}
              // An empty table helps nobody: the last visible column stays.
              disabled={t.toggled && shown === 1}
              onChange={(e) => set(t.accessor, e.currentTarget.checked)}
            />
          ))}
          <Button size="xs" variant="subtle" onClick={onReset}>
            Reset columns
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
