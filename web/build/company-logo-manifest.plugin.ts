import type { Plugin } from 'vite';
import { COMPANY_LOGO_DIR, listCompanyLogos } from './company-logo-files.js';

/** What the client imports: the list of logo names, bundled, so knowing which logos exist costs no request. */
export const COMPANY_LOGO_MANIFEST_MODULE = 'virtual:company-logo-manifest';
/** The same list as a file of the build, for what is not the bundle (the route walk, an operator, a CDN). */
export const COMPANY_LOGO_MANIFEST_FILE = 'staticfiles/company_logos/manifest.json';

const RESOLVED_ID = `\0${COMPANY_LOGO_MANIFEST_MODULE}`;

/**
 * The company-logo manifest (issue 20 §4): the build lists the logo files that exist, and the client asks
 * only for those, so a company without a logo costs no failed request. Read when the build (or the dev
 * server) starts; the dev server reloads it when a logo is added or removed.
 */
export function companyLogoManifest(): Plugin {
  return {
    name: 'mc-company-logo-manifest',
    resolveId: (id) => (id === COMPANY_LOGO_MANIFEST_MODULE ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      this.addWatchFile(COMPANY_LOGO_DIR);
      return `export default ${JSON.stringify(listCompanyLogos())};`;
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: COMPANY_LOGO_MANIFEST_FILE, source: `${JSON.stringify(listCompanyLogos())}\n` });
    },
  };
}
