import { jsonAnswer } from '../answers.js';
import { CalendarSwitches, malformed } from './calendar-switches.js';

const REAL = jsonAnswer(200, { earnings: [{ id: 'a1', date: '2026-11-19', eps: '1.71', importance: 5, updated: 1767621823 }] });
const EMPTY = jsonAnswer(200, []);
const never = new AbortController().signal;

describe('calendar switches', () => {
  it('answers as is in normal mode', async () => {
    const switches = new CalendarSwitches();
    expect(
      await switches.answer(
        'earnings',
        0,
        () => REAL,
        () => EMPTY,
        never,
      ),
    ).toBe(REAL);
  });

  it('fails with the provider’s error shape and the chosen status', async () => {
    const switches = new CalendarSwitches();
    switches.setFaults({ mode: 'fail', status: 503 });
    const answer = await switches.answer(
      'fda',
      0,
      () => REAL,
      () => EMPTY,
      never,
    );
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body)).toMatchObject({ ok: false, errors: [{ id: 'server_error' }] });
  });

  it('answers the endpoint’s no-data answer in empty mode', async () => {
    const switches = new CalendarSwitches();
    switches.setFaults({ mode: 'empty' });
    expect(
      await switches.answer(
        'earnings',
        0,
        () => REAL,
        () => EMPTY,
        never,
      ),
    ).toBe(EMPTY);
  });

  it('hits only the chosen endpoints and pages', async () => {
    const switches = new CalendarSwitches();
    switches.setFaults({ mode: 'fail', endpoints: ['earnings'], fromPage: 2 });
    expect(
      (
        await switches.answer(
          'earnings',
          1,
          () => REAL,
          () => EMPTY,
          never,
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await switches.answer(
          'earnings',
          2,
          () => REAL,
          () => EMPTY,
          never,
        )
      ).status,
    ).toBe(500);
    expect(
      (
        await switches.answer(
          'dividends',
          5,
          () => REAL,
          () => EMPTY,
          never,
        )
      ).status,
    ).toBe(200);
  });

  it('takes turns through the malformed kinds, starting again when set', async () => {
    const switches = new CalendarSwitches();
    switches.setFaults({ mode: 'malformed' });
    const bodies = [];
    for (let i = 0; i < 5; i++)
      bodies.push(
        (
          await switches.answer(
            'earnings',
            0,
            () => REAL,
            () => EMPTY,
            never,
          )
        ).body,
      );
    expect(bodies[0]).toBe(REAL.body.slice(0, Math.floor(REAL.body.length / 2)));
    expect(bodies[1]).toMatch(/^<html>/);
    expect(JSON.parse(bodies[2]).earnings[0]).toMatchObject({
      date: '11/19/2026',
      eps: 1.71,
      importance: '5',
      updated: '1,767,621,823',
    });
    expect(JSON.parse(bodies[3])).toMatchObject({ ok: true, data: null });
    expect(bodies[4]).toBe(bodies[0]);
  });

  it('falls back to the wrong shape when there is nothing to retype', () => {
    expect(JSON.parse(malformed('wrong-types', jsonAnswer(200, [])).body)).toMatchObject({ data: null });
  });

  it('waits in slow mode and gives up when the client does', async () => {
    const switches = new CalendarSwitches();
    switches.setFaults({ mode: 'slow', delayMs: 30 });
    const started = Date.now();
    expect(
      await switches.answer(
        'events',
        0,
        () => REAL,
        () => EMPTY,
        never,
      ),
    ).toBe(REAL);
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    switches.setFaults({ mode: 'slow', delayMs: 60_000 });
    const gone = new AbortController();
    const pending = switches.answer(
      'events',
      0,
      () => REAL,
      () => EMPTY,
      gone.signal,
    );
    gone.abort();
    await expect(pending).rejects.toThrow();
  });

  it('goes back to the provider’s behaviour on reset', () => {
    const switches = new CalendarSwitches();
    switches.setFaults({ mode: 'fail' });
    switches.setAnswers({ noData: 'not_found', conferenceCallsKey: 'conference-calls' });
    switches.reset();
    expect(switches.faults.mode).toBe('normal');
    expect(switches.answers).toEqual({ noData: 'by-endpoint', conferenceCallsKey: 'conference' });
  });
});
