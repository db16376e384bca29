import { useContext, useEffect, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Preferences } from '@mc/api';
import { useBffQuery, useViewerKey } from '../../../api/bff-query.js';
import { AuthContext } from '../../auth/auth-context.js';
import { PREFERENCES_PATH, preferencesKeys, savePreferences } from '../../preferences/preferences-api.js';
import { readTimeZone, storeTimeZone } from '../model/time-zone.js';

/**
 * The reader's zone for calendar times. A signed-in reader's is the one saved with the account
 * (the browser's at registration), and a choice here saves it again; a visitor's is remembered in
 * this browser, the browser's own until changed. Until the account's answer arrives, or if it
 * cannot be read, the zone remembered here stands in.
 */
export function useTimeZone(): [string, (zone: string) => void] {
  const signedIn = useContext(AuthContext)?.isAuthenticated ?? false;
  const [remembered] = useState(readTimeZone);
  const [chosen, setChosen] = useState<string | null>(null);
  const saved = useBffQuery<Preferences, string>({
    key: preferencesKeys.all(),
    path: PREFERENCES_PATH,
    enabled: signedIn,
    select: (preferences) => preferences.time_zone,
  });
  const savedZone = signedIn ? saved.data : undefined;
  const queryClient = useQueryClient();
  const viewer = useViewerKey();
  const save = useMutation({
    mutationKey: preferencesKeys.saveTimeZone(),
    mutationFn: (zone: string) => savePreferences({ time_zone: zone }),
    onSuccess: (answer) => queryClient.setQueryData([viewer, ...preferencesKeys.all()], answer),
  });

  // The next visit opens in the account's zone before its answer arrives.
  useEffect(() => {
    if (savedZone) storeTimeZone(savedZone);
  }, [savedZone]);

  return [
    chosen ?? savedZone ?? remembered,
    (zone: string) => {
      storeTimeZone(zone);
      setChosen(zone);
      if (signedIn) save.mutate(zone);
    },
  ];
}
