import { NOT_FOUND_TEXT, NotFoundView } from './not-found-view';

export function NotFoundPage() {
  return <NotFoundView message={NOT_FOUND_TEXT} />;
}
