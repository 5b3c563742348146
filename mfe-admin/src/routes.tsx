import type { RemoteRoutesModule } from '@x4i/shared/contracts';
import { lazy } from 'react';
import { routeTable } from './route-table';

export { routeTable };

const OrganizationsPage = lazy(() => import('./features/organizations/components/organizations-page').then((module) => ({ default: module.OrganizationsPage })));
const RulesPage = lazy(() => import('./features/rules/components/rules-page').then((module) => ({ default: module.RulesPage })));
const AccessRequestsPage = lazy(() => import('./features/access-requests/components/access-requests-page').then((module) => ({ default: module.AccessRequestsPage })));
const OutboxPage = lazy(() => import('./features/outbox/components/outbox-page').then((module) => ({ default: module.OutboxPage })));
const MessagesPage = lazy(() => import('./features/messages/components/messages-page').then((module) => ({ default: module.MessagesPage })));
const CreditsPage = lazy(() => import('./features/credits/components/credits-page').then((module) => ({ default: module.CreditsPage })));
const ContentPage = lazy(() => import('./features/content/components/content-page').then((module) => ({ default: module.ContentPage })));
const PublicDataPage = lazy(() => import('./features/public-data/components/public-data-page').then((module) => ({ default: module.PublicDataPage })));
const NewsletterPage = lazy(() => import('./features/newsletter/components/newsletter-page').then((module) => ({ default: module.NewsletterPage })));

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
