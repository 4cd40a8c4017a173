import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

function Probe() {
  const { ref, seen } = useNearViewport<HTMLDivElement>('100px');
  return <div ref={ref}>{seen ? 'heavy content' : 'placeholder'}</div>;
}

afterEach(() => vi.unstubAllGlobals());

it('waits until the element nears the viewport, then stays shown and stops observing', () => {
  let report: ((entries: { isIntersecting: boolean }[]) => void) | null = null;
  const disconnect = vi.fn();
  const options: unknown[] = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: typeof report, init: unknown) {
        report = callback;
        options.push(init);
      }
      observe() {}
      disconnect = disconnect;
    },
  );
  render(<Probe />);
  expect(screen.getByText('placeholder')).toBeInTheDocument();
  expect(options).toEqual([{ rootMargin: '100px' }]);
  act(() => report!([{ isIntersecting: false }]));
  expect(screen.getByText('placeholder')).toBeInTheDocument();
  act(() => report!([{ isIntersecting: true }]));
  expect(screen.getByText('heavy content')).toBeInTheDocument();
  expect(disconnect).toHaveBeenCalled();
});

it('shows the content at once where the browser cannot observe', () => {
  vi.stubGlobal('IntersectionObserver', undefined);
  render(<Probe />);
  expect(screen.getByText('heavy content')).toBeInTheDocument();
});
