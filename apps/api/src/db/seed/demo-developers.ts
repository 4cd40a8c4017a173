/**
 * Demo developer API (decision 0089), made through the services as Acme's owner (a developer): an API key
 * for a reporting integration (its whole key was shown to no one: make your own to call the API) and a
 * webhook endpoint for the books, left disabled — there is no receiver behind it; point it at yours and
 * enable it. The events list already shows what the billing seed recorded. Real clock: the seed stays
 * clock-free for the test snapshot.
 */
import { apiKeyCreateSchema, webhookEndpointCreateSchema } from '@app/domain';
import { createApiKey } from '../../modules/api-keys/api-keys.service.js';
import { createEndpoint, editEndpoint } from '../../modules/webhooks/webhooks.service.js';
import { DEMO_IP, withRealClock, type DemoActors } from './demo-actors.js';

export async function seedDemoDevelopers(actors: DemoActors): Promise<void> {
  const deps = withRealClock(actors.deps);
  const paula = await actors.as('partner@demo.test');
  await createApiKey(
    deps,
    paula,
    apiKeyCreateSchema.parse({ name: 'Reporting integration', scopes: ['workers:read', 'timesheets:read'] }),
    DEMO_IP,
  );
  const endpoint = await createEndpoint(
    deps,
    paula,
    webhookEndpointCreateSchema.parse({
      url: 'https://books.acme-staffing.example/webhooks',
      description: 'Books sync (demo: no receiver behind it)',
      event_types: ['invoice.finalized', 'invoice.paid', 'payment.received', 'payment.returned'],
    }),
    DEMO_IP,
  );
  await editEndpoint(deps, paula, endpoint.id, { enabled: false }, DEMO_IP);
}
