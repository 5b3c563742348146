import type { RouteManifestEntry } from '@x4i/shared/contracts';

/**
 * The admin pages (SPEC 2.8, DESIGN 3), each named with the admin prefix. Pure data: the build evaluates this
 * file to emit routes.json, so the shell can route to these pages before any of this remote's code loads.
 * Every page needs the X4I_TEAM_MEMBER role (`guard: 'team'`: the gateway sends a visitor without a session to sign
 * in first); the backend refuses every admin call to anyone else as well.
 */
export const routeTable = [
  {
    id: 'organizations',
    name: 'admin-organizations',
    path: '/admin/organizations',
    title: 'Organizations',
    guard: 'team',
  },
  {
    id: 'organization-rules',
    name: 'admin-organizations-orgId-rules',
    path: '/admin/organizations/:orgId/rules',
    title: 'Organization Rules',
    guard: 'team',
  },
  {
    id: 'access-requests',
    name: 'admin-access-requests',
    path: '/admin/access-requests',
    title: 'Access Requests',
    guard: 'team',
  },
  {
    id: 'outbox',
    name: 'admin-outbox',
    path: '/admin/outbox',
    title: 'Outbox',
    guard: 'team',
  },
  {
    id: 'messages',
    name: 'admin-messages',
    path: '/admin/messages',
    title: 'Messages',
    guard: 'team',
  },
  {
    id: 'newsletter',
    name: 'admin-newsletter',
    path: '/admin/newsletter',
    title: 'Newsletter',
    guard: 'team',
  },
  {
    id: 'credits',
    name: 'admin-credits',
    path: '/admin/credits',
    title: 'Credits',
    guard: 'team',
  },
  {
    id: 'content',
    name: 'admin-content',
    path: '/admin/content',
    title: 'Content',
    guard: 'team',
  },
  {
    id: 'data',
    name: 'admin-data',
    path: '/admin/data',
    title: 'Public Data',
    guard: 'team',
  },
] as const satisfies readonly RouteManifestEntry[];
