import { useCallback, useState, type FormEvent } from 'react';
import { toApiError } from '../../lib/api/errors';
import { FORM_INVALID_MESSAGE } from '../../lib/notify';

/**
 * The submit flow every auth form shares: field errors show once the user has tried to submit,
 * an invalid form gets the spec's 'Some fields are missing…' message, and a failed call shows the
 * server's message. `isSilent` lets a caller leave an error to someone else (the 424 modal).
 */
export function useCheckedSubmit(isInvalid: boolean, run: () => Promise<void>, isSilent?: (err: unknown) => boolean) {
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (isInvalid) {
      setError(FORM_INVALID_MESSAGE);
      return;
    }
    setError(null);
    setPending(true);
    try {
      await run();
    } catch (err) {
      if (!isSilent?.(err)) setError(toApiError(err).message);
    } finally {
      setPending(false);
    }
  };

  const clear = useCallback(() => {
    setSubmitted(false);
    setError(null);
  }, []);

  /** A field's error, shown only after the first submit. */
  const shown = (fieldError: string | null) => (submitted ? fieldError : null);

  return { submit, shown, error, pending, clear };
}
