import type { RatesQuote } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export interface MarginPreviewInput {
  pay_rate: string;
  bill_rate: string;
  state: string;
  partner_id: string | null;
  /** The job's classification (the contractor's): only W-2 employees carry employer burden. */
  classification: string;
  workers_comp_code: string | null;
}

const RATE = /^\d{1,10}(\.\d{1,4})?$/;

/**
 * Markup and margin of the rates being typed, from the pricing calculator's endpoint (for callers who
 * see both sides): the server computes them with the same function as a saved assignment's margin.
 */
export function useMarginPreview(input: MarginPreviewInput | null) {
  const ready = input !== null && RATE.test(input.pay_rate) && RATE.test(input.bill_rate) && Number(input.pay_rate) > 0;
  return useQuery({
    queryKey: ['margin-preview', input],
    queryFn: ({ signal }) => api.post<RatesQuote>('/rates_quote', input, { signal }),
    enabled: ready,
    retry: false,
  });
}
