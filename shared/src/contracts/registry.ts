import type { Registry } from './registry-schema.js';

export * from './registry-schema.js';

/**
 * What the gateway inlines into index.html as a JSON data block (`#x4i-boot`), so the shell starts without a request for the
 * registry or its configuration.
 */
export interface BootData {
  productName: string;
  registry: Registry;
  /** Other sites' origins that may send the page window messages (`EMBED_ORIGINS`); the page's own always may. */
  embedOrigins?: string[];
  /** Tag manager container id (`TAG_MANAGER_ID`); unset: no tag manager script loads. */
  tagManagerId?: string;
  /** Chat widget (`CHAT_WIDGET_*`); unset: no chat widget. */
  chatWidget?: ChatWidgetConfig;
  /** Third-party marketing-form service for Contact Us (`CONTACT_FORM_*`); unset: the built-in form. */
  contactForm?: ContactFormServiceConfig;
  /** The deployment's own accounts on social networks (`SOCIAL_LINKS`), shown as icons in the footer. */
  socialLinks?: SocialLink[];
  /**
   * The data the server rendered the page with (SWR key → value), so the browser's first render matches the
   * server's HTML without fetching it again. Only public data: the server renders every page signed out.
   */
  swrFallback?: Record<string, unknown>;
  /** A team member's preview of a remote's version, as this page was served (absent: no preview asked for). */
  preview?: RemotePreview;
}

/**
 * `?preview=<remote>@<version>` on any page: a team member sees that deployed version of that remote, remembered
 * for the browser session, while everyone else sees the live one; `?preview=off` ends it.
 */
export const PREVIEW_PARAM = 'preview';
export const PREVIEW_OFF = 'off';

export interface RemotePreview {
  remote: string;
  version: string;
  /** shown: the page uses that version; missing: no such version on this server; refused: only the team may preview. */
  status: 'shown' | 'missing' | 'refused';
  /** The version everyone else sees, when the remote is live. */
  liveVersion?: string;
}

/** `mfe-explore@0.1.0-3c28341b` → its remote and version; null for anything else. */
export function parsePreview(value: string | undefined): { remote: string; version: string } | null {
  const match = /^(mfe-[a-z-]+)@([A-Za-z0-9][A-Za-z0-9._-]{0,63})$/.exec(value?.trim() ?? '');
  return match ? { remote: match[1]!, version: match[2]! } : null;
}

export interface ChatWidgetConfig {
  /** The widget's script URL. */
  src: string;
  id: string;
  /** The global the script defines; default 'ChatWidget'. */
  global?: string;
}

export interface ContactFormServiceConfig {
  /** The form library's script URL. */
  src: string;
  /** The contact form's id. */
  formId: string;
  /** The support ticket form's id; default: the contact form. */
  ticketFormId?: string;
  /** The global the library defines (an object with `forms.create({ formId, target })`); default 'hbspt'. */
  global?: string;
}

/** The social networks the footer has an icon for, by the name `SOCIAL_LINKS` uses. */
export const SOCIAL_NETWORKS = {
  linkedin: 'LinkedIn',
  x: 'X',
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  github: 'GitHub',
  bluesky: 'Bluesky',
  mastodon: 'Mastodon',
} as const;
export type SocialNetwork = keyof typeof SOCIAL_NETWORKS;

export interface SocialLink {
  network: SocialNetwork;
  /** The account's page (https). */
  url: string;
}

/** The browser services the gateway configures: boot data, and origins the CSP allows. */
export type BrowserServices = Pick<BootData, 'tagManagerId' | 'chatWidget' | 'contactForm' | 'socialLinks'>;

export const BOOT_GLOBAL = '__X4I__';

export const REGISTRY_URL = '/remotes/registry.json';

/** `mfe-ntee-tools` → `mfe_ntee_tools`: the federation container name must be a JavaScript identifier. */
export function containerName(appName: string): string {
  return appName.replace(/[^a-zA-Z0-9_]/g, '_');
}
