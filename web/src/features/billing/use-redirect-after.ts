import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Goes to `to` after `delayMs` once `to` is set; leaving the screen first cancels it. */
export function useRedirectAfter(to: string | null, delayMs: number): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (to === null) return;
    const timer = setTimeout(() => void navigate(to), delayMs);
    return () => clearTimeout(timer);
  }, [to, delayMs, navigate]);
}
