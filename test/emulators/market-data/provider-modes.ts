import { setTimeout as sleep } from 'node:timers/promises';
import { errorAnswer } from './answers.js';
import type { EmulatorControl } from './control.js';
import type { EmulatorAnswer } from './route.js';

// Each kind of garbage a flaky upstream or a proxy in front of it has been known to send; they take turns.
const GARBAGE_ANSWERS: readonly EmulatorAnswer[] = [
  {
    status: 200,
    contentType: 'application/json; charset=utf-8',
    body: '<html><body><h1>502 Bad Gateway</h1></body></html>',
  },
  {
    status: 200,
    contentType: 'application/json; charset=utf-8',
    body: '{"AAPL": {"symbol": "AAPL", "lastTr',
  },
  {
    status: 200,
    contentType: 'application/json; charset=utf-8',
    body: '{"quotes": "unavailable", "data": null}',
  },
];

/** Answers a delayed-quote request the way /__control/mode says: as is, late, failed or garbled. */
export async function answerInMode(
  control: EmulatorControl,
  answer: () => EmulatorAnswer | Promise<EmulatorAnswer>,
  abandoned: AbortSignal,
): Promise<EmulatorAnswer> {
  switch (control.providerMode) {
    case 'slow':
      await sleep(control.slowDelayMs, undefined, { signal: abandoned });
      return answer();
    case 'fail':
      return errorAnswer(503, 'server_error', 'Service temporarily unavailable (emulator in fail mode).');
    case 'garbage':
      return GARBAGE_ANSWERS[control.nextGarbageIndex() % GARBAGE_ANSWERS.length];
    case 'normal':
    case 'shapeB':
      return answer();
  }
}
