import { useEffect, useState } from 'react';

/** `value` once it has stopped changing for `pauseMs`: one request per pause in typing, not per key. */
export function useTypingPause(value: string, pauseMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), pauseMs);
    return () => clearTimeout(timer);
  }, [value, pauseMs]);
  return settled;
}
