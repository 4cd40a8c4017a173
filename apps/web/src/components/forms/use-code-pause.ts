import { useState } from 'react';
import { toApiError } from '../../lib/api/errors';

/**
 * A form modal whose save the API may answer with the 424 two-factor step: the two-factor modal holds the
 * request and opens over this one, so while the code is awaited this modal gives up the keyboard (no focus
 * trap, no Escape). `saving` is called as the save starts again; `failed` is the form's `onError` (the 424
 * is silent: nothing shown here, the code asked for instead).
 */
export function useCodePause() {
  const [awaitingCode, setAwaitingCode] = useState(false);
  return {
    saving: () => setAwaitingCode(false),
    failed: (error: unknown) => {
      setAwaitingCode(toApiError(error).silent);
      return false as const;
    },
    modalProps: { trapFocus: !awaitingCode, closeOnEscape: !awaitingCode },
  };
}
