import type { RatesQuote, RatesQuoteRequest } from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

const quoteRates = (body: Partial<RatesQuoteRequest>) => api.post<RatesQuote>('/rates_quote', body);

export const useQuoteRates = () => useMutation({ mutationFn: quoteRates });
