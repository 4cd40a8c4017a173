import { usePublicGlobals } from '../../../lib/auth/use-public-globals';
import type { AdjustmentTypes } from '../lib/adjustment-format';

/** The adjustment types the platform offers (public globals' adjustment_types): the API accepts only these. */
export const useAdjustmentTypes = (): AdjustmentTypes => usePublicGlobals().adjustment_types;
