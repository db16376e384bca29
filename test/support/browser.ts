import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { bffUrl } from './api.js';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// The flags this machine needs: no sandbox as root, and no background traffic to the closed network.
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface BrowserSession {
  browser: Browser;
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** Debian's Chromium, headless, with a fresh profile; pages open on the product under test. */
export async function openBrowser(viewport = { width: 1280, height: 800 }): Promise<BrowserSession> {
  const profile = mkdtempSync(join(tmpdir(), 'chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ARGS,
    viewport,
    baseURL: bffUrl(),
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    browser: context.browser()!,
    context,
    page,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Debian's Chromium, headless, without a profile of its own: for a test that opens several contexts
 * (roles, window sizes) in one browser, each a fresh incognito-like profile.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
}

/** A fresh context of `browser` whose pages open on the product under test. */
export function newProductContext(browser: Browser, viewport: { width: number; height: number }): Promise<BrowserContext> {
  return browser.newContext({ viewport, baseURL: bffUrl() });
}
