import type { RemoteRoutesModule } from '@x4i/shared/contracts';
import { lazy } from 'react';
import { routeTable } from './route-table';

export { routeTable };

const OrganizationsPage = lazy(() => import('./pages/organizations-page').then((module) => ({ default: module.OrganizationsPage })));
const RulesPage = lazy(() => import('./pages/rules-page').then((module) => ({ default: module.RulesPage })));
const AccessRequestsPage = lazy(() => import('./pages/access-requests-page').then((module) => ({ default: module.AccessRequestsPage })));
const OutboxPage = lazy(() => import('./pages/outbox-page').then((module) => ({ default: module.OutboxPage })));
const MessagesPage = lazy(() => import('./pages/messages-page').then((module) => ({ default: module.MessagesPage })));
const CreditsPage = lazy(() => import('./pages/credits-page').then((module) => ({ default: module.CreditsPage })));
const ContentPage = lazy(() => import('./pages/content-page').then((module) => ({ default: module.ContentPage })));
const PublicDataPage = lazy(() => import('./pages/public-data-page').then((module) => ({ default: module.PublicDataPage })));
const NewsletterPage = lazy(() => import('./pages/newsletter-page').then((module) => ({ default: module.NewsletterPage })));

export const pages = {
  organizations: OrganizationsPage,
  'organization-rules': RulesPage,
  'access-requests': AccessRequestsPage,
  outbox: OutboxPage,
  messages: MessagesPage,
  newsletter: NewsletterPage,
  credits: CreditsPage,
  content: ContentPage,
  data: PublicDataPage,
} satisfies RemoteRoutesModule['pages'];
