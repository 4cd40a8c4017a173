import { Center, Loader } from '@mantine/core';

/** Whole-page wait while the session or a page chunk loads. */
export function PageLoader() {
  return (
    <Center mih="60vh" role="status" aria-live="polite" aria-label="Loading">
      <Loader />
    </Center>
  );
}
