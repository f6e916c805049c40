import { useEffect, useState } from 'react';

/**
 * Runs `run` in the first task after the next frame is painted (a task queued from an animation
 * frame runs after that frame); returns what cancels it.
 */
function afterNextPaint(run: () => void): () => void {
  let timer = 0;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/**
 * False until what is on screen now has been painted and the browser then has a quiet moment (at
 * most `timeoutMs` later): for work that should not compete with what the reader is about to read.
 */
export function useIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let idleHandle = 0;
    const cancelPaint = afterNextPaint(() => {
      if (typeof window.requestIdleCallback === 'function') {
        idleHandle = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      } else setIdle(true);
    });
    return () => {
      cancelPaint();
      if (idleHandle && typeof window.cancelIdleCallback === 'function')
        window.cancelIdleCallback(idleHandle);
    };
  }, [timeoutMs]);
  return idle;
}

/**
 * False for the first render, true once that render has been painted: what a screen draws after
 * its first paint (what lies below the fold) does not hold back the paint of what is above it.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
