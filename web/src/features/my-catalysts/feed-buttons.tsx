import { useState } from 'react';
import type { Watchlist } from '@mc/api';
import { googleCalendarSubscribeUrl, webcalUrl } from './feed-links.js';

type Copied = 'idle' | 'copied' | 'failed';

/**
 * The list's private, always-current calendar feed in the reader's calendar app: Google Calendar, Apple
 * Calendar and Outlook subscribe to it; "Copy link" is for any other app. The address is the credential:
 * it is shown only here, to its owner.
 */
export function FeedButtons({ list }: { list: Watchlist }) {
  const [copied, setCopied] = useState<Copied>('idle');

  async function copy() {
    try {
      await navigator.clipboard.writeText(list.ics_url);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <div className="feed-buttons" role="group" aria-label={`Calendar feed of ${list.name}`}>
      <a
        className="button button--primary button--small"
        href={googleCalendarSubscribeUrl(list.ics_url)}
        target="_blank"
        rel="noopener noreferrer"
      >
        Subscribe in Google Calendar
      </a>
      <a className="button button--ghost button--small" href={webcalUrl(list.ics_url)}>
        Apple / Outlook
      </a>
      <button type="button" className="button button--ghost button--small" onClick={copy}>
        Copy link
      </button>
      <span className="feed-buttons__status" role="status">
        {copied === 'copied' && 'Link copied. Keep it private: anyone with it can read this list’s calendar.'}
      </span>
      {copied === 'failed' && (
        <label className="feed-buttons__manual">
          Copy the address yourself:
          <input className="form-field__input" readOnly value={list.ics_url} onFocus={(event) => event.target.select()} />
        </label>
      )}
    </div>
  );
}
