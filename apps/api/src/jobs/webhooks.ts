/**
 * Webhook deliveries (decision 0089): every minute, each delivery due (new, or its retry's time come) is
 * posted, signed, through the HTTP sender. The test event and manual redelivery post at once instead.
 */
import type PgBoss from 'pg-boss';
import type { AppDeps } from '../deps.js';
import { deliverDueWebhooks } from '../modules/webhooks/webhook-delivery.service.js';
import { httpWebhookSender, type WebhookSender } from '../modules/webhooks/webhook-sender.js';

export const WEBHOOKS_QUEUE = 'webhook-deliveries';
export const WEBHOOKS_CRON = '* * * * *';

export const runWebhookDeliveries = (deps: AppDeps, sender: WebhookSender = httpWebhookSender(deps.config)) =>
  deliverDueWebhooks(deps, sender);

export async function scheduleWebhooks(boss: PgBoss, deps: AppDeps): Promise<void> {
  // One run at a time: the claim's lease already keeps two from posting one delivery, this keeps order.
  await boss.createQueue(WEBHOOKS_QUEUE, { name: WEBHOOKS_QUEUE, policy: 'singleton' });
  await boss.schedule(WEBHOOKS_QUEUE, WEBHOOKS_CRON);
  await boss.work(WEBHOOKS_QUEUE, async () => {
    await runWebhookDeliveries(deps);
  });
}
