import { useState } from 'react';
import { readTimeZone, storeTimeZone } from '../model/time-zone.js';

/** The reader's zone for calendar times: remembered between visits, the browser's until changed. */
export function useTimeZone(): [string, (zone: string) => void] {
  const [timeZone, setTimeZone] = useState(readTimeZone);
  return [
    timeZone,
    (zone: string) => {
      storeTimeZone(zone);
      setTimeZone(zone);
    },
  ];
}
