import { readFileSync } from 'node:fs';

/** The trial note is small text on /register's form card and /pricing's page: WCAG 1.4.3 asks 4.5:1 of it. */
const css = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

function themeColor(name: string): string {
  const found = new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(css('../../../styles/theme.css'));
  if (!found) throw new Error(`--${name} is not a hex colour in theme.css`);
  return found[1];
}

function noteColor(): string {
  const rule = /\.trial-note\s*\{([^}]*)\}/.exec(css('./trial-note.css'))?.[1] ?? '';
  const value = /(?:^|;|\s)color:\s*([^;]+);/.exec(rule)?.[1].trim() ?? '';
  const variable = /^var\(--([\w-]+)\)$/.exec(value);
  return variable ? themeColor(variable[1]) : value;
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

describe('the trial note’s colour', () => {
  it.each(['color-surface', 'color-background'])('reads at 4.5:1 or more on --%s', (background) => {
    expect(noteColor()).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contrast(noteColor(), themeColor(background))).toBeGreaterThanOrEqual(4.5);
  });
});
