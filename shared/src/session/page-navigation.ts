/**
 * Full-page loads (sign-in and sign-out leave the single-page app for the gateway and the identity provider).
 * One object, so that tests can replace `assign` (jsdom's location cannot be stubbed).
 */
export const pageNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
