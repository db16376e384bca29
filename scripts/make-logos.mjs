#!/usr/bin/env node
// Draws the product's own logo images (no third-party brand marks) with headless Chromium:
//   web/public/staticfiles/company_logos/{ticker}.png  one monogram per ticker-tape symbol
//   web/public/static/mc_logos/market-catalysts-mark.png  the product mark (web/public/favicon.svg)
// A monogram is the ticker on a rounded square whose hue comes from the symbol, so a symbol always
// gets the same colour. Run once after the symbol list changes: `npx node scripts/make-logos.mjs`.
import { Buffer } from 'node:buffer';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
// Node 24 strips the types itself, so the one shared list is read from its source, never copied.
import { INDEX_SYMBOLS, TICKER_SYMBOLS } from '../proto/src/market/ticker-symbols.ts';

const root = resolve(import.meta.dirname, '..');
const companyLogoDir = join(root, 'web/public/staticfiles/company_logos');
const productLogoDir = join(root, 'web/public/static/mc_logos');
const LOGO_SIZE_PX = 100;
const PRODUCT_MARK_SIZE_PX = 128;

const symbols = [...INDEX_SYMBOLS, ...TICKER_SYMBOLS].map((entry) => entry.symbol);
const productMarkSvg = readFileSync(join(root, 'web/public/favicon.svg'), 'utf8');

/** Runs in the page: returns { [symbol]: base64 PNG } and the product mark. */
/* global document, Image -- drawLogos runs in Chromium, not in Node */
async function drawLogos({ symbols, size, productMarkSvg, productMarkSize }) {
  // FNV-1a: a small, stable hash, so each symbol keeps its colour between runs.
  function hueOf(symbol) {
    let hash = 0x811c9dc5;
    for (const character of symbol) {
      hash ^= character.charCodeAt(0);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    return hash % 360;
  }

  function toBase64Png(canvas) {
    return canvas.toDataURL('image/png').replace(/^data:image\/png;base64,/, '');
  }

  function monogram(symbol) {
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    const hue = hueOf(symbol);
    // One flat colour (no gradient) keeps each PNG at a few KB.
    context.fillStyle = `hsl(${hue} 58% 40%)`;
    context.beginPath();
    context.roundRect(0, 0, size, size, size * 0.22);
    context.fill();

    // Longer tickers get a smaller type size so every monogram keeps the same margins.
    const fontSize = [0, 52, 46, 38, 30, 25][Math.min(symbol.length, 5)] * (size / 100);
    context.fillStyle = '#ffffff';
    context.font = `bold ${fontSize}px "DejaVu Sans Condensed", "DejaVu Sans", sans-serif`;
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillText(symbol, size / 2, size / 2 + fontSize * 0.04, size * 0.86);
    return toBase64Png(canvas);
  }

  async function productMark() {
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(productMarkSvg)}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = productMarkSize;
    canvas.height = productMarkSize;
    canvas.getContext('2d').drawImage(image, 0, 0, productMarkSize, productMarkSize);
    return toBase64Png(canvas);
  }

  await document.fonts.ready;
  return {
    monograms: Object.fromEntries(symbols.map((symbol) => [symbol, monogram(symbol)])),
    productMark: await productMark(),
  };
}

const profileDir = mkdtempSync(join(tmpdir(), 'mc-logos-'));
const browser = await chromium.launchPersistentContext(profileDir, {
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><title>logos</title>');
  const { monograms, productMark } = await page.evaluate(drawLogos, {
    symbols,
    size: LOGO_SIZE_PX,
    productMarkSvg,
    productMarkSize: PRODUCT_MARK_SIZE_PX,
  });

  mkdirSync(companyLogoDir, { recursive: true });
  mkdirSync(productLogoDir, { recursive: true });
  for (const [symbol, png] of Object.entries(monograms)) {
    writeFileSync(join(companyLogoDir, `${symbol.toLowerCase()}.png`), Buffer.from(png, 'base64'));
  }
  writeFileSync(join(productLogoDir, 'market-catalysts-mark.png'), Buffer.from(productMark, 'base64'));
  console.log(`wrote ${Object.keys(monograms).length} company logos and the product mark`);
} finally {
  await browser.close();
  rmSync(profileDir, { recursive: true, force: true });
}
