// The signed-in account's own settings (`GET|PATCH /api/preferences/`) as the bff sends them and the web reads them.
// Types only, import-free.

/** `GET|PATCH /api/preferences/` */
export interface Preferences {
  /** IANA zone name (`Europe/London`, `UTC`): the account's dates, times and mails are shown in it. */
  time_zone: string;
}

/** `PATCH /api/preferences/`: a partial update, a field left out keeps its value. */
export type PreferencesChange = Partial<Preferences>;
