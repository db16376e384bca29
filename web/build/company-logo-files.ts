import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Where the company logos live before the build copies them to `dist/staticfiles/company_logos/`. */
export const COMPANY_LOGO_DIR = fileURLToPath(new URL('../public/staticfiles/company_logos', import.meta.url));

/**
 * The logos that exist, by file name without `.png`, spelled as on disk (`aapl`; an upper-case `BRK.B`
 * would stay upper case), sorted: the company-logo manifest.
 */
export function listCompanyLogos(dir: string = COMPANY_LOGO_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.png'))
    .map((entry) => entry.name.slice(0, -'.png'.length))
    .sort();
}
