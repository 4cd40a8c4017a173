import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackRequest } from '../lib/api/in-flight';
import { LOADING_BAR_HIDE_MS, LOADING_BAR_THROTTLE_MS, LoadingBar } from './loading-bar';

describe('top loading bar', () => {
  afterEach(() => vi.useRealTimers());

  it('waits 200 ms before showing and hides 500 ms after the last request', async () => {
    vi.useFakeTimers();
    render(<LoadingBar />);
    let finish: () => void = () => undefined;
    act(() => {
      void trackRequest(new Promise<void>((resolve) => (finish = resolve)));
    });
    await act(() => vi.advanceTimersByTimeAsync(LOADING_BAR_THROTTLE_MS - 1));
    expect(screen.queryByTestId('loading-bar')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByTestId('loading-bar')).toBeInTheDocument();
    await act(async () => finish());
    await act(() => vi.advanceTimersByTimeAsync(LOADING_BAR_HIDE_MS - 1));
    expect(screen.getByTestId('loading-bar')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.queryByTestId('loading-bar')).not.toBeInTheDocument();
  });

  it('never shows for requests quicker than the throttle', async () => {
    vi.useFakeTimers();
    render(<LoadingBar />);
    await act(async () => {
      await trackRequest(Promise.resolve());
    });
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByTestId('loading-bar')).not.toBeInTheDocument();
  });
});
