import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { earningsRow } from '../calendar-fixtures.test-helper.js';
import { AddToCalendar } from './add-to-calendar.js';

/** jsdom's Blob has no text(): read it the older way. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

afterEach(() => {
  Object.assign(URL, { createObjectURL: original.create, revokeObjectURL: original.revoke });
});

describe('Add to calendar beside a row', () => {
  it('downloads the one event as an .ics file and links to Google Calendar’s template', async () => {
    const files: Blob[] = [];
    // jsdom has no object URLs: keep what would be saved.
    Object.assign(URL, {
      createObjectURL: jest.fn((blob: Blob) => {
        files.push(blob);
        return 'blob:event';
      }),
      revokeObjectURL: jest.fn(),
    });
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(<AddToCalendar row={earningsRow()} />);

    await user.click(screen.getByRole('button', { name: 'Add AAPL to calendar' }));
    const popover = within(screen.getByRole('group', { name: 'Add AAPL to calendar' }));
    const google = new URL(popover.getByRole('link', { name: 'Google Calendar' }).getAttribute('href')!);
    expect(google.searchParams.get('text')).toBe('AAPL earnings (after close, confirmed)');

    await user.click(popover.getByRole('button', { name: 'Download .ics (Apple, Outlook)' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0].type).toBe('text/calendar;charset=utf-8');
    expect(await textOf(files[0])).toContain('UID:earnings-5f1c@localhost');
    const link = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('earnings-5f1c.ics');
    clicked.mockRestore();
  });
});
