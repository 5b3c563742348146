/** Delays from SPEC 9 that more than one page keeps. */

/** Search runs this long after typing stops. */
export const SEARCH_DELAY_MS = 300;
