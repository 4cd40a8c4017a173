/** The purchase orders pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const purchaseOrdersPages: Record<string, PageLoader> = {
  purchase_orders: () => import('./pages/purchase-orders-page').then((m) => ({ Component: m.PurchaseOrdersPage })),
  'purchase_orders-id': () =>
    import('./pages/purchase-order-detail-page').then((m) => ({ Component: m.PurchaseOrderDetailPage })),
};
