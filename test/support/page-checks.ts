import axe from 'axe-core';
import type { Page } from 'playwright-core';

// The little of the DOM that the in-page checks use (the test workspace compiles without the DOM's types).
interface PageBox {
  left: number;
  right: number;
  width: number;
  height: number;
}
interface PageElement {
  tagName: string;
  classList: ArrayLike<string> & Iterable<string>;
  textContent: string | null;
  parentElement: PageElement | null;
  scrollWidth: number;
  clientWidth: number;
  getBoundingClientRect(): PageBox;
  querySelectorAll(selector: string): Iterable<PageElement>;
}
declare const document: PageElement & { documentElement: PageElement; body: PageElement };
declare const window: { axe?: typeof axe };
declare function getComputedStyle(element: PageElement): { overflowX: string };

/**
 * What is wrong with the layout of the page on screen, in words: a page wider than the viewport, and
 * table cells cut off by a container that hides what overflows (or, from `allScrollsBelow` px up, by
 * one that scrolls: a laptop must show every column), or whose own text is cut. Runs in the page.
 */
export function layoutProblems({ allScrollsBelow }: { allScrollsBelow: number }): string[] {
  const problems: string[] = [];
  const viewport = document.documentElement.clientWidth;
  const pageWidth = document.documentElement.scrollWidth;
  if (pageWidth > viewport) problems.push(`the page is ${pageWidth} px wide in a ${viewport} px viewport`);

  const name = (element: PageElement) =>
    `${element.tagName.toLowerCase()}${element.classList.length ? `.${[...element.classList].join('.')}` : ''}`;
  const words = (element: PageElement) => (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
  const clipped: string[] = [];
  for (const cell of document.querySelectorAll('td, th')) {
    const rect = cell.getBoundingClientRect();
    if (rect.width < 2 || rect.height < 2) continue; // not shown (a collapsed row, a visually hidden caption)
    let cut: string | undefined;
    for (let box = cell.parentElement; box && box !== document.body && !cut; box = box.parentElement) {
      const overflow = getComputedStyle(box).overflowX;
      if (overflow === 'visible') continue;
      if ((overflow === 'auto' || overflow === 'scroll') && viewport < allScrollsBelow) continue;
      const edge = box.getBoundingClientRect();
      if (rect.left < edge.left - 1 || rect.right > edge.right + 1) cut = `by ${name(box)}`;
    }
    // Text cut inside the cell itself (an ellipsis, a hidden overflow).
    if (!cut)
      for (const part of [cell, ...cell.querySelectorAll('*')]) {
        if (getComputedStyle(part).overflowX === 'visible') continue;
        // Text only for screen readers (.visually-hidden: a 1 px box that clips on purpose) is not cut.
        const box = part.getBoundingClientRect();
        if (box.width < 2 || box.height < 2) continue;
        if (part.scrollWidth > part.clientWidth + 1) {
          cut = `its text is cut (${name(part)})`;
          break;
        }
      }
    if (cut) clipped.push(`"${words(cell)}" ${cut}`);
  }
  if (clipped.length)
    problems.push(`${clipped.length} table cell(s) clipped: ${clipped.slice(0, 3).join('; ')}${clipped.length > 3 ? '; …' : ''}`);
  return problems;
}

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * axe-core's serious and critical violations on the page as it stands (every rule axe runs by default),
 * outside the `exclude`d parts (CSS selectors).
 */
export async function seriousAxeViolations(page: Page, exclude: readonly string[] = []): Promise<AxeFinding[]> {
  // Evaluated, not added as a <script>: the product's Content-Security-Policy refuses inline scripts.
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(axe.source);
  return page.evaluate(async (excluded) => {
    const context = { include: [['html']], exclude: excluded.map((selector) => [selector]) };
    const { violations } = await window.axe!.run(context, { resultTypes: ['violations'] });
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        rule: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
      }));
  }, exclude);
}
