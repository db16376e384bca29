import { describe, expect, it } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { installFakeFetch, type FakeRoute } from '../../testing/fake-fetch.js';
import { renderApp } from '../../testing/render-app.js';
import { biotech, listsAnswer, sampleList, signedIn } from '../my-catalysts/watchlist-fixtures.test-helper.js';
import { accountZone, DEFAULT_SETTINGS, patchedSettings } from './alert-fixtures.test-helper.js';

function settingsServer(extra: Record<string, FakeRoute> = {}) {
  return installFakeFetch({
    ...signedIn('active'),
    ...accountZone('Europe/Berlin'),
    'GET /api/watchlists/': listsAnswer([sampleList(), biotech]),
    'GET /api/portfolios/': { body: { results: [] } },
    'GET /api/alerts/unread/': { body: { unread: 0 } },
    'GET /api/watchlists/11/alerts/': { body: DEFAULT_SETTINGS },
    'GET /api/watchlists/12/alerts/': { body: { ...DEFAULT_SETTINGS, reminder_days: 0, digest: false, change_alerts: false } },
    ...extra,
  });
}

const settingsOf = async (name: string) => within(await screen.findByRole('region', { name: `Alerts for ${name}` }));
const patchesTo = (server: ReturnType<typeof installFakeFetch>, id: number) =>
  server.requestsTo(`PATCH /api/watchlists/${id}/alerts/`).map((request) => request.body);

describe('a list’s alert settings on /my-catalysts/lists', () => {
  it('shows each list’s reminders, digest and change alerts, with times in the account’s zone', async () => {
    settingsServer();
    renderApp('/my-catalysts/lists');

    const core = await settingsOf('Core holdings');
    expect(await core.findByRole('combobox', { name: 'Reminders' })).toHaveDisplayValue('The trading day before');
    expect(core.getByLabelText('at')).toHaveValue('18:00');
    expect(core.getByRole('checkbox', { name: 'Pre-market digest' })).toBeChecked();
    expect(core.getByLabelText('on trading days at')).toHaveValue('07:00');
    expect(core.getByRole('checkbox', { name: 'Change alerts' })).toBeChecked();
    expect(await core.findByText(/times in your time zone \(Europe\/Berlin\)/)).toBeInTheDocument();

    const bio = await settingsOf('Biotech watch');
    expect(await bio.findByRole('combobox', { name: 'Reminders' })).toHaveDisplayValue('None');
    // No reminders, no digest: their times cannot be changed.
    expect(bio.getByLabelText('at')).toBeDisabled();
    expect(bio.getByLabelText('on trading days at')).toBeDisabled();
    expect(bio.getByRole('checkbox', { name: 'Change alerts' })).not.toBeChecked();
  });

  it('saves each choice as it is made', async () => {
    const server = settingsServer({ 'PATCH /api/watchlists/11/alerts/': patchedSettings() });
    const { user } = renderApp('/my-catalysts/lists');
    const core = await settingsOf('Core holdings');

    await user.selectOptions(await core.findByRole('combobox', { name: 'Reminders' }), '3 trading days before');
    await user.click(core.getByRole('checkbox', { name: 'Change alerts' }));
    await user.click(core.getByRole('checkbox', { name: 'Pre-market digest' }));

    await waitFor(() => expect(patchesTo(server, 11)).toHaveLength(3));
    expect(patchesTo(server, 11)).toEqual([{ reminder_days: 3 }, { change_alerts: false }, { digest: false }]);
    expect(core.getByRole('combobox', { name: 'Reminders' })).toHaveDisplayValue('3 trading days before');
    expect(core.getByRole('checkbox', { name: 'Change alerts' })).not.toBeChecked();
    expect(core.getByLabelText('on trading days at')).toBeDisabled();
  });

  it('saves a time when the field is left, not at each keystroke', async () => {
    const server = settingsServer({ 'PATCH /api/watchlists/11/alerts/': patchedSettings() });
    const { user } = renderApp('/my-catalysts/lists');
    const core = await settingsOf('Core holdings');

    const digestTime = await core.findByLabelText('on trading days at');
    await user.clear(digestTime);
    await user.type(digestTime, '06:30');
    expect(patchesTo(server, 11)).toEqual([]);
    await user.tab();

    await waitFor(() => expect(patchesTo(server, 11)).toEqual([{ digest_time: '06:30' }]));
    expect(core.getByLabelText('on trading days at')).toHaveValue('06:30');
  });

  it('puts a refused time back and shows the API’s words at the field', async () => {
    const server = settingsServer({
      'PATCH /api/watchlists/11/alerts/': { status: 400, body: { reminder_time: ['Choose a time between 06:00 and 22:00.'] } },
    });
    const { user } = renderApp('/my-catalysts/lists');
    const core = await settingsOf('Core holdings');

    const reminderTime = await core.findByLabelText('at');
    await user.clear(reminderTime);
    await user.type(reminderTime, '03:00{Enter}');

    const refusal = await core.findByText('Choose a time between 06:00 and 22:00.');
    expect(refusal).toHaveAttribute('role', 'alert');
    const field = core.getByLabelText('at');
    expect(field).toHaveValue('18:00');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Choose a time between 06:00 and 22:00.');
    expect(patchesTo(server, 11)).toEqual([{ reminder_time: '03:00' }]);
  });

  it('puts a refused switch back, with the words at it', async () => {
    settingsServer({
      'PATCH /api/watchlists/12/alerts/': { status: 400, body: { change_alerts: ['Change alerts need at least one ticker.'] } },
    });
    const { user } = renderApp('/my-catalysts/lists');
    const bio = await settingsOf('Biotech watch');

    const changes = await bio.findByRole('checkbox', { name: 'Change alerts' });
    await user.click(changes);

    expect(await bio.findByText('Change alerts need at least one ticker.')).toBeInTheDocument();
    expect(bio.getByRole('checkbox', { name: 'Change alerts' })).not.toBeChecked();
    expect(bio.getByRole('checkbox', { name: 'Change alerts' })).toHaveAccessibleDescription(
      'Change alerts need at least one ticker.',
    );
  });

  it('says so for the whole form when the refusal names no field, or nothing answers', async () => {
    let answer: FakeRoute = { status: 403, body: { detail: 'An active subscription is required.' } };
    settingsServer({ 'PATCH /api/watchlists/11/alerts/': () => answer as { status: number; body: unknown } });
    const { user } = renderApp('/my-catalysts/lists');
    const core = await settingsOf('Core holdings');

    await user.selectOptions(await core.findByRole('combobox', { name: 'Reminders' }), 'None');
    expect(await core.findByRole('alert')).toHaveTextContent('An active subscription is required.');
    expect(core.getByRole('combobox', { name: 'Reminders' })).toHaveDisplayValue('The trading day before');

    answer = { status: 500, body: {} };
    await user.click(core.getByRole('checkbox', { name: 'Pre-market digest' }));
    await waitFor(() =>
      expect(core.getByRole('alert')).toHaveTextContent('We could not save the alert settings. Please try again.'),
    );
    expect(core.getByRole('checkbox', { name: 'Pre-market digest' })).toBeChecked();
  });

  it('explains settings that failed to load, and tries again', async () => {
    let fail = true;
    settingsServer({
      'GET /api/watchlists/11/alerts/': () => (fail ? { status: 503, body: {} } : { body: DEFAULT_SETTINGS }),
    });
    const { user } = renderApp('/my-catalysts/lists');
    const core = await settingsOf('Core holdings');

    expect(await core.findByText(/We could not load the alert settings/)).toBeInTheDocument();
    fail = false;
    await user.click(core.getByRole('button', { name: 'Try again' }));
    expect(await core.findByRole('combobox', { name: 'Reminders' })).toHaveDisplayValue('The trading day before');
  });
});
