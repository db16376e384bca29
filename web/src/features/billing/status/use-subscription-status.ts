import { useEffect, useState } from 'react';
import { api } from '../../../api/api-client.js';
import { useAuth } from '../../auth/use-auth.js';
import type { SubscriptionStatusAnswer } from '../api/billing-types.js';
import { onSubscriptionChange } from './subscription-change.js';

/**
 * The signed-in user's subscription status (`GET /api/subscription-status/`): undefined while it
 * loads, null for a visitor or when it cannot be had. Read again when the user changes and when
 * this tab subscribes or cancels.
 */
export function useSubscriptionStatus(): string | null | undefined {
  const { user } = useAuth();
  const [status, setStatus] = useState<string | null | undefined>(undefined);
  const [generation, setGeneration] = useState(0);
  const userId = user?.id ?? null;

  useEffect(() => onSubscriptionChange(() => setGeneration((value) => value + 1)), []);

  useEffect(() => {
    if (userId === null) {
      setStatus(null);
      return;
    }
    let current = true;
    api.get<SubscriptionStatusAnswer>('/api/subscription-status/').then(
      (answer) => current && setStatus(answer.subscription_status),
      () => current && setStatus(null),
    );
    return () => {
      current = false;
    };
  }, [userId, generation]);

  return status;
}
