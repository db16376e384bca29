/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Backend base address; empty means the page's own origin (the bff serves both). */
  readonly VITE_API_BASE?: string;
  /** Newsletter service base address; empty means the page's own origin. */
  readonly VITE_NEWSLETTER_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The company logos that exist (file names without `.png`), listed by the build: web/build/company-logo-manifest.plugin.ts. */
declare module 'virtual:company-logo-manifest' {
  const logoNames: readonly string[];
  export default logoNames;
}
