// Vite replaces import.meta.env at build time; under Jest it does not exist, hence the fallback.
const viteEnv: Partial<ImportMetaEnv> = import.meta.env ?? {};

function baseAddress(value: string | undefined): string {
  return (value ?? '').trim().replace(/\/+$/, '');
}

export const apiBaseUrl = baseAddress(viteEnv.VITE_API_BASE);
export const newsletterBaseUrl = baseAddress(viteEnv.VITE_NEWSLETTER_BASE);
