/** Small helpers for the emulator's hosted pages: escaping, money, one shared layout. */

export function escapeHtml(value: unknown): string {
  return String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function formatMoney(amount: number | null | undefined, currency: string | null | undefined): string {
  const code = (currency ?? 'usd').toUpperCase();
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).format((amount ?? 0) / 100);
}

export function formatDate(unixSeconds: number | null | undefined): string {
  return unixSeconds ? new Date(unixSeconds * 1000).toISOString().slice(0, 10) : '—';
}

const STYLE = `
  body { font-family: system-ui, sans-serif; background: #f6f9fc; color: #1a1f36; margin: 0; }
  main { max-width: 520px; margin: 40px auto; background: #fff; border-radius: 8px; padding: 32px; box-shadow: 0 2px 8px rgba(0,0,0,.08); }
  h1 { font-size: 20px; margin-top: 0; } .banner { background: #fff4d6; padding: 8px 12px; border-radius: 4px; font-size: 13px; }
  table { width: 100%; border-collapse: collapse; margin: 16px 0; } td { padding: 6px 0; } td.amount { text-align: right; }
  label { display: block; margin: 12px 0 4px; font-size: 14px; } input { width: 100%; padding: 8px; box-sizing: border-box; font-size: 15px; }
  .row { display: flex; gap: 12px; } .row > div { flex: 1; }
  button { margin-top: 16px; padding: 10px 16px; font-size: 15px; border: 0; border-radius: 4px; background: #635bff; color: #fff; cursor: pointer; }
  button.secondary { background: #e3e8ee; color: #1a1f36; } .test-cards button { margin: 4px 4px 0 0; padding: 6px 8px; font-size: 12px; }
  .error { color: #df1b41; margin-top: 12px; } a { color: #635bff; }
`;

export function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main><p class="banner">Stripe emulator: test mode, no real payment.</p>${body}</main></body>
</html>`;
}
