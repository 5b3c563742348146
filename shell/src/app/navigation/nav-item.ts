/** One entry of the top menu, the drawer or the footer (SPEC 2.5 nav item fields, plus `external` and `action`). */
export interface NavItem {
  label: string;
  /** Label in the mobile drawer, when it differs. */
  mobileLabel?: string;
  /** Path inside the site, or an absolute URL when `external`. */
  to?: string;
  /** Makes the item a dropdown with these entries. */
  dropdownMenu?: NavItem[];
  /** Stable id for analytics and tests, rendered as `data-id`. */
  dataId: string;
  /** Footer column (1-based). */
  desktopCol?: number;
  /** Left out of the mobile drawer and hidden in the footer on phones. */
  desktopOnly?: boolean;
  /** Another site: opens in a new tab. */
  external?: boolean;
  /** Run instead of navigating (for example, open a dialog). */
  action?: () => void;
}
