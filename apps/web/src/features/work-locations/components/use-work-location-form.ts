import { useState } from 'react';
import type { AddressView, WorkLocationView } from '@app/domain';
import { extractSuggested, toApiError } from '../../../lib/api/errors';
import { toastError } from '../../../lib/notify';
import { useResourceForm, type Checked } from '../../../components/reference/use-resource-form';
import {
  addressFormValuesOf,
  WORK_LOCATION_FIELD_KEYS,
  type WorkLocationFormValues,
} from './work-location-form-values';

/** The suggested address of a 422 (spec section 8), when the answer carries one. */
function suggestedAddressOf(error: unknown): AddressView | null {
  const e = toApiError(error);
  if (e.statusCode !== 422) return null;
  const suggested = extractSuggested(e.data);
  const looksLikeAddress =
    typeof suggested === 'object' &&
    suggested !== null &&
    'street_address_line_1' in suggested &&
    'zipcode' in suggested;
  return looksLikeAddress ? (suggested as AddressView) : null;
}

type Body = { address?: AddressView | undefined; address_confirmed?: boolean | undefined };

/**
 * The work location form plus the suggested-address step: a 422 carrying a suggestion opens the
 * dialog instead of an error; "Use suggested address" puts the suggestion into the fields and
 * sends it, "Keep mine" sends the typed address again with `address_confirmed`.
 */
export function useWorkLocationForm<B extends Body>(options: {
  initial: () => WorkLocationFormValues;
  check: (values: WorkLocationFormValues) => Checked<B>;
  send: (body: B) => Promise<WorkLocationView>;
  onSaved: (row: WorkLocationView) => void;
}) {
  const [suggestion, setSuggestion] = useState<{ body: B; suggested: AddressView } | null>(null);
  const [resending, setResending] = useState(false);
  const form = useResourceForm<WorkLocationFormValues, B>({
    initial: options.initial,
    check: options.check,
    fieldKeys: WORK_LOCATION_FIELD_KEYS,
    save: async (body) => options.onSaved(await options.send(body)),
    onError: (err, body) => {
      const suggested = suggestedAddressOf(err);
      if (!suggested || !body.address) return false;
      setSuggestion({ body, suggested });
      return true;
    },
  });

  const resend = async (body: B) => {
    setResending(true);
    try {
      const row = await options.send(body);
      setSuggestion(null);
      options.onSaved(row);
    } catch (err) {
      setSuggestion(null);
      toastError(err);
    } finally {
      setResending(false);
    }
  };

  const dialog = suggestion && {
    typed: suggestion.body.address!,
    suggested: suggestion.suggested,
    pending: resending,
    onUseSuggested: () => {
      form.setAddress(addressFormValuesOf(suggestion.suggested));
      void resend({ ...suggestion.body, address: suggestion.suggested });
    },
    onKeepMine: () => void resend({ ...suggestion.body, address_confirmed: true }),
    onClose: () => setSuggestion(null),
  };
  return { form, dialog };
}

export type WorkLocationFormState = ReturnType<typeof useWorkLocationForm>['form'];
