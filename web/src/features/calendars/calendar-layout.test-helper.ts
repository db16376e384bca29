import { afterEach, beforeEach } from '@jest/globals';

/**
 * jsdom lays nothing out, so the table's scroll area would be 0 px tall, and a virtualizer draws no
 * line in a 0 px area. This gives that area a height (other elements keep jsdom's 0) for the test
 * file's tests; `scrollTop` stays settable as jsdom has it.
 */
export function withScrollAreaHeight(heightPx: number): void {
  beforeEach(() => {
    Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
      configurable: true,
      get(this: HTMLElement) {
        return this.classList.contains('calendar-table__scroller') ? heightPx : 0;
      },
    });
  });
  afterEach(() => {
    // jsdom defines clientHeight on Element.prototype; removing the shadowing property restores it.
    delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
  });
}
