/**
 * Leaving the app for another site (Stripe's hosted checkout, the billing portal). An object, not a
 * bare function, so tests can replace `go` (jsdom cannot navigate, and ESM modules cannot be mocked).
 */
export const externalNavigation = {
  go(url: string): void {
    window.location.assign(url);
  },
};
