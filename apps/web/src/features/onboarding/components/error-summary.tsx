import { Alert, Anchor, List, Text } from '@mantine/core';

export interface FieldProblem {
  name: string;
  label: string;
}

/**
 * After a failed submit (issue 16): what went wrong on top of the form, each field with a problem a link that
 * moves focus to it — the first one already has focus, so a keyboard or screen-reader user starts there.
 */
export function ErrorSummary({
  message,
  problems,
  onChoose,
}: {
  message: string | null;
  problems: FieldProblem[];
  onChoose: (name: string) => void;
}) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" title={message}>
      {problems.length > 0 && (
        <>
          <Text size="sm">Check {problems.length === 1 ? 'this field' : `these ${problems.length} fields`}:</Text>
          <List size="sm" mt={4}>
            {problems.map((p) => (
              <List.Item key={p.name}>
                <Anchor component="button" type="button" size="sm" onClick={() => onChoose(p.name)}>
                  {p.label}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Alert>
  );
}

/** The input (or the first radio or checkbox) of field `name` inside `form`. */
export function inputOf(form: HTMLFormElement | null, name: string): HTMLElement | null {
  if (!form) return null;
  return (
    form.querySelector<HTMLElement>(
      `[data-field="${CSS.escape(name)}"] input, [data-field="${CSS.escape(name)}"] textarea`,
    ) ?? null
  );
}
