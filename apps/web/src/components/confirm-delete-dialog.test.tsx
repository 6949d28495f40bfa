import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useConfirmDialog } from './confirm-delete-dialog.tsx';

describe('useConfirmDialog', () => {
  it('opens on a question and keeps its target while it closes, so the words stay during the animation', () => {
    const { result } = renderHook(() => useConfirmDialog(vi.fn(async () => undefined)));
    expect(result.current.opened).toBe(false);
    expect(result.current.target).toBeNull();
    act(() => result.current.ask('Diésel'));
    expect(result.current).toMatchObject({ opened: true, target: 'Diésel' });
    act(() => result.current.cancel());
    expect(result.current).toMatchObject({ opened: false, target: 'Diésel' });
  });

  it('runs the action on the target once confirmed, busy meanwhile, then closes even when it fails', async () => {
    let finish!: () => void;
    const run = vi.fn(
      () =>
        new Promise<void>((resolve, reject) => {
          finish = () => reject(new Error('refused'));
        }),
    );
    const { result } = renderHook(() => useConfirmDialog(run));
    act(() => result.current.ask(7));
    let confirmed!: Promise<void>;
    act(() => {
      confirmed = result.current.confirm();
    });
    expect(run).toHaveBeenCalledWith(7);
    expect(result.current.busy).toBe(true);
    await act(async () => {
      finish();
      await confirmed.catch(() => undefined);
    });
    expect(result.current).toMatchObject({ busy: false, opened: false });
  });

  it('does nothing on a confirm with no open question', async () => {
    const run = vi.fn(async () => undefined);
    const { result } = renderHook(() => useConfirmDialog(run));
    await act(() => result.current.confirm());
    expect(run).not.toHaveBeenCalled();
  });
});
