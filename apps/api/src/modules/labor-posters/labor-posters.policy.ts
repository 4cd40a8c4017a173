/** Who keeps labor posters (decision 0076): platform staff upload and archive them; everyone else reads. */
import { keepsLaborPosters } from '@app/domain';
import { forbidden } from '../../lib/errors.js';
import type { Principal } from '../../lib/principal.js';

export function mustKeepLaborPosters(p: Principal) {
  if (!keepsLaborPosters(p.subject)) throw forbidden('Only platform staff upload and archive labor posters');
}
