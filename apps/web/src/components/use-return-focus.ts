import { useEffect, useState } from 'react';

/**
 * For a dialog mounted open and unmounted to close (`{asking && <Dialog />}`): Mantine's modal gives
 * focus back only when its `opened` prop turns false, so such a dialog would leave focus on the page
 * body. This hands it back to what had it when the dialog appeared (the button that opened it), as
 * long as that is still on the page and nothing else has taken focus meanwhile.
 */
export function useReturnFocus() {
  // Read while rendering, before the modal's focus trap moves focus inside it.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  useEffect(
    () => () => {
      if (!(opener instanceof HTMLElement)) return;
      window.setTimeout(() => {
        const now = document.activeElement;
        const lost = now === null || now === document.body || !now.isConnected;
        if (lost && opener.isConnected) opener.focus({ preventScroll: true });
      }, 0);
    },
    [opener],
  );
}
