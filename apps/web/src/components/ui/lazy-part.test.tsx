import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part';

vi.mock('@/lib/toasts', () => ({ toast: { error: vi.fn() } }));

const Part = ({ label }: { label: string }) => <p>{label}</p>;

const show = async (Component: ReturnType<typeof lazyPart<{ label: string }>>, label: string) => {
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(
      <Suspense fallback={<p>loading</p>}>
        <Component label={label} />
      </Suspense>,
    );
  });
  return view!;
};

describe('lazyPart', () => {
  it('shows nothing when its code cannot come, says so, and asks again the next time it is shown', async () => {
    const { toast } = await import('@/lib/toasts');
    const load = vi
      .fn<() => Promise<typeof Part>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Part);
    const Lazy = lazyPart(load);

    const first = await show(Lazy, 'Highlight');
    expect(first.container.textContent).toBe('');
    expect(toast.error).toHaveBeenCalledTimes(1);
    // Shown again at once (still offline), it is not asked for in a loop.
    first.unmount();
    const again = await show(Lazy, 'Highlight');
    expect(again.container.textContent).toBe('');
    expect(load).toHaveBeenCalledTimes(1);
    again.unmount();

    // Back online: the next showing asks again and gets it.
    window.dispatchEvent(new Event('online'));
    await show(Lazy, 'Highlight');
    expect(screen.getByText('Highlight')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads once for every showing after it came', async () => {
    const load = vi.fn(async () => Part);
    const Lazy = lazyPart(load);
    (await show(Lazy, 'One')).unmount();
    await show(Lazy, 'Two');
    expect(screen.getByText('Two')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
