import { render, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type RealtimeEventName, useRealtimeEvent } from './use-realtime-event';

const socket = vi.hoisted(() => ({
  handlers: new Map<string, () => void>(),
  io: vi.fn(),
  disconnect: vi.fn(),
}));

vi.mock('socket.io-client', () => ({
  io: (...args: unknown[]) => {
    socket.io(...args);
    return {
      active: true,
      on: (event: string, handler: () => void) => socket.handlers.set(event, handler),
      removeAllListeners: () => socket.handlers.clear(),
      disconnect: socket.disconnect,
    };
  },
}));

function Listener({ event, onEvent }: { event: RealtimeEventName; onEvent: () => void }) {
  useRealtimeEvent(event, onEvent);
  return null;
}

beforeEach(() => {
  socket.io.mockClear();
  socket.disconnect.mockClear();
  window.localStorage.setItem('token', 'a-token');
});

describe('useRealtimeEvent', () => {
  it('shares one connection between listeners and hands each its own event', async () => {
    const onNotification = vi.fn();
    const onFileJob = vi.fn();
    const view = render(
      <>
        <Listener event="notification:new" onEvent={onNotification} />
        <Listener event="file-job:changed" onEvent={onFileJob} />
      </>,
    );
    await waitFor(() => expect(socket.handlers.has('file-job:changed')).toBe(true));
    expect(socket.io).toHaveBeenCalledTimes(1);
    expect(socket.io.mock.calls[0]![0]).toMatchObject({ path: '/socket.io', auth: { token: 'a-token' } });

    socket.handlers.get('file-job:changed')!();
    expect(onFileJob).toHaveBeenCalledTimes(1);
    expect(onNotification).not.toHaveBeenCalled();

    // A reconnect (a second connect) tells everyone: events sent meanwhile are not replayed.
    socket.handlers.get('connect')!();
    socket.handlers.get('connect')!();
    expect(onNotification).toHaveBeenCalledTimes(1);
    expect(onFileJob).toHaveBeenCalledTimes(2);

    view.unmount();
    expect(socket.disconnect).toHaveBeenCalledTimes(1);
  });
});
