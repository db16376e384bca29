/** Text for XML content and attribute values. */
export const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (character) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[character]!);

/** An absolute URL of a site path under SITE_URL (which may end with a slash or carry a path). */
export const siteUrl = (site: string, path: string) => `${site.replace(/\/+$/, '')}${path}`;
