/** Text for the HTML part of a mail: user input (names, plan names) must never become markup. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A page of the web app under SITE_URL, which may be given with or without a trailing slash (or a path). */
export const siteLink = (siteUrl: string, path: `/${string}`) => `${siteUrl.replace(/\/+$/, '')}${path}`;
