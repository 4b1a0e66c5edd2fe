import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRecordView } from './record-view';

const ID = '22222222-2222-4222-8222-222222222222';

describe('useRecordView', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(document, 'prerendering');
  });

  const beacon = () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    return sendBeacon;
  };

  it('sends one beacon for the page, again for another listing, none when it does not count', () => {
    const sendBeacon = beacon();
    const { rerender } = renderHook(({ id, counts }) => useRecordView(id, counts), {
      initialProps: { id: ID, counts: false },
    });
    expect(sendBeacon).not.toHaveBeenCalled();
    rerender({ id: ID, counts: true });
    rerender({ id: ID, counts: true });
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon).toHaveBeenCalledWith(`/api/listings/${ID}/views`);
    rerender({ id: ID.replace('2222', '3333'), counts: true });
    expect(sendBeacon).toHaveBeenCalledTimes(2);
  });

  it('waits while the page is prerendered, and counts once it is shown', () => {
    const sendBeacon = beacon();
    Object.defineProperty(document, 'prerendering', { value: true, configurable: true });
    renderHook(() => useRecordView(ID, true));
    expect(sendBeacon).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('prerenderingchange'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });
});
