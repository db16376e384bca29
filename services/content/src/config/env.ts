import { fileURLToPath } from 'node:url';
import { env, loadServiceEnv, mailEnv } from '@mc/runtime';

/** The repository's content/ folder, from src/config or dist/config alike. */
const REPO_CONTENT_DIR = fileURLToPath(new URL('../../../../content', import.meta.url));

export const contentEnv = (source: NodeJS.ProcessEnv = process.env) =>
  loadServiceEnv(
    8086,
    {
      ...mailEnv,
      /** The Markdown folder loaded at start-up. */
      CONTENT_DIR: env.string(REPO_CONTENT_DIR),
      /** Where contact-form messages go; the site's pages show it as the support address. */
      SUPPORT_EMAIL: env.string(),
    },
    source,
  );

export type ContentEnv = ReturnType<typeof contentEnv>;
