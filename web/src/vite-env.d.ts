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
