/** The reviews and review types pages by route name (merged into the app's page registry); each is its own chunk. */
import type { PageLoader } from '../../app/page-loader';

export const reviewsPages: Record<string, PageLoader> = {
  reviews: () => import('./pages/reviews-page').then((m) => ({ Component: m.ReviewsPage })),
  'reviews-id': () => import('./pages/review-detail-page').then((m) => ({ Component: m.ReviewDetailPage })),
  'reviews-create': () => import('./pages/review-create-page').then((m) => ({ Component: m.ReviewCreatePage })),
  review_types: () => import('./pages/review-types-page').then((m) => ({ Component: m.ReviewTypesPage })),
  'review_types-id': () =>
    import('./pages/review-type-detail-page').then((m) => ({ Component: m.ReviewTypeDetailPage })),
};
