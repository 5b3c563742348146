import { http, HttpResponse, type RequestHandler } from 'msw';
import { IMAGE_UPLOAD_FIELD, IMAGE_UPLOAD_MAX_BYTES, IMAGE_UPLOAD_TYPES } from '../api/solution-save.js';
import type { Badge, Solution, SolutionCreateResponse, SolutionPayload, UploadImageResponse } from '../contracts/content.js';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../contracts/session.js';
import { techSolutionUrl } from '../domain/content-url.js';
import { apiErrorResponse, apiPath } from './msw-handlers.js';

/** The badge options `GET /themed-content/badges/SOLUTION` answers by default. */
export const WORKFLOW_BADGES: readonly Badge[] = [
  { id: 'badge-hiring', name: 'Hiring', description: 'The organization is hiring.' },
  { id: 'badge-women-leadership', name: 'Women leadership', description: 'Led by women.' },
  { id: 'badge-veteran-led', name: 'Veteran led', description: 'Led by veterans.' },
];

/** A solution as `GET /solution/:idOrSlug` answers it, with overrides. */
export function buildWorkflowSolution(overrides: Partial<Solution> = {}): Solution {
  return {
    id: 'solution-1',
    slug: 's-food-finder',
    status: 'PUBLISHED',
    orgId: 'org-1',
    solutionType: 'TECHNOLOGY',
    badges: [WORKFLOW_BADGES[0]!],
    solutionName: 'Food Finder',
    solutionUrl: 'https://foodfinder.example.org',
    organization: 'Food Finder Inc',
    organizationUrl: 'https://foodfinder.example.org/about',
    organizationEin: '123456789',
    organizationEmail: 'hello@foodfinder.example.org',
    logo: '/uploads/food-finder-logo.png',
    category: ['UNSDG2'],
    executiveSummary: 'Finds food pantries near you.',
    demoContact: 'demo@foodfinder.example.org',
    specialOfferUrl: '',
    hiringUrl: 'https://foodfinder.example.org/jobs',
    caseStudiesUrl: '',
    impactUrl: '',
    mainFeatures: ['Pantry map', 'Opening hours'],
    userBenefits: ['Less time searching'],
    primaryAudience: [],
    geoAreaPrimary: ['ak', 'wa'],
    marketingMaterial: [{ headline: 'Feed more people', bodyText: 'Pantries listed.', landingPageUrl: 'https://foodfinder.example.org/feed', imageUrl: '' }],
    references: [],
    tractionBadge: true,
    tech4piCert: false,
    msCert: false,
    premiumListing: true,
    createdAt: '2026-01-05T10:00:00.000Z',
    modifiedAt: '2026-02-01T10:00:00.000Z',
    computed: [],
    followed: false,
    associated: false,
    canEdit: true,
    stateVotes: [],
    shares: 0,
    orgsUseSolution: 0,
    votes: 0,
    url: '/all/tech-solution/food-finder-s-food-finder',
    demo: false,
    ...overrides,
  };
}

const PAYLOAD_FIELDS = [
  'id',
  'slug',
  'orgId',
  'solutionType',
  'solutionName',
  'solutionUrl',
  'organization',
  'organizationUrl',
  'organizationEin',
  'organizationEmail',
  'logo',
  'category',
  'executiveSummary',
  'demoContact',
  'specialOfferUrl',
  'hiringUrl',
  'caseStudiesUrl',
  'impactUrl',
  'mainFeatures',
  'userBenefits',
  'primaryAudience',
  'marketingMaterial',
  'references',
  'tractionBadge',
  'tech4piCert',
  'msCert',
  'geoAreaPrimary',
  'badges',
] as const satisfies readonly (keyof SolutionPayload)[];

/** The backend's checks that a test can trip over: exact fields, a name, a type, state codes, badge ids. */
function payloadProblem(body: unknown, { update }: { update: boolean }): string | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'Send a JSON object.';
  const payload = body as Record<string, unknown>;
  const unknown = Object.keys(payload).filter((key) => !(PAYLOAD_FIELDS as readonly string[]).includes(key));
  if (unknown.length > 0) return `Unknown field: ${unknown.join(', ')}.`;
  if (update && (typeof payload.id !== 'string' || typeof payload.slug !== 'string')) return 'An update needs id and slug.';
  if (typeof payload.solutionName !== 'string' || !payload.solutionName.trim()) return 'Enter the solution name.';
  if (payload.solutionType !== 'TECHNOLOGY' && payload.solutionType !== 'SERVICE') return 'Choose a solution type.';
  if (!Array.isArray(payload.geoAreaPrimary) || payload.geoAreaPrimary.some((code) => typeof code !== 'string' || !/^[A-Z]{2}$/.test(code))) {
    return 'States are two upper-case letters.';
  }
  if (!Array.isArray(payload.badges) || payload.badges.some((badge) => !badge || Object.keys(badge as object).join() !== 'id')) {
    return 'Badges carry their id only.';
  }
  return null;
}

export interface SolutionSaveHandlersOptions {
  /** What `GET /solution/:idOrSlug` finds, by id or slug. */
  solutions?: readonly Solution[];
  badges?: readonly Badge[];
  /** Updates answer 403, as for a user outside the owning organisation. */
  forbidUpdates?: boolean;
  /** Holds create and update answers back until it settles (to look at the wizard while it saves). */
  until?: Promise<unknown>;
}

export interface RecordedUpload {
  name: string;
  type: string;
  size: number;
}

export type SolutionSaveHandlers = RequestHandler[] & {
  creates: SolutionPayload[];
  updates: SolutionPayload[];
  uploads: RecordedUpload[];
};

/**
 * Like the backend's solution workflow calls behind the gateway (SPEC 7.2): `GET /solution/:idOrSlug`,
 * `POST /solution/create` (201 `{ slug, url }`), `POST /solution/update`, `GET /themed-content/badges/SOLUTION`
 * and `POST /upload/image` (multipart field `image`, PNG/JPEG/GIF/WebP up to 2 MB, 201 `{ url }`). State-changing
 * calls need the CSRF header. What was accepted is recorded.
 */
export function createSolutionSaveHandlers(options: SolutionSaveHandlersOptions = {}): SolutionSaveHandlers {
  const { solutions = [buildWorkflowSolution()], badges = WORKFLOW_BADGES, forbidUpdates = false, until } = options;
  const creates: SolutionPayload[] = [];
  const updates: SolutionPayload[] = [];
  const uploads: RecordedUpload[] = [];
  const find = (idOrSlug: string) => solutions.find((solution) => solution.id === idOrSlug || solution.slug === idOrSlug);

  const handlers: RequestHandler[] = [
    http.get(apiPath('/solution/:idOrSlug'), ({ params }): Response => {
      const solution = find(String(params.idOrSlug));
      return solution ? HttpResponse.json(solution) : apiErrorResponse(404, 'not_found', 'No such solution.');
    }),
    http.get(apiPath('/themed-content/badges/:type'), ({ params }): Response =>
      params.type === 'SOLUTION' ? HttpResponse.json(badges) : apiErrorResponse(400, 'invalid_type', 'Badges exist for solutions only.'),
    ),
    http.post(apiPath('/solution/create'), async ({ request }): Promise<Response> => {
      if (request.headers.get(CSRF_HEADER) !== CSRF_HEADER_VALUE) return apiErrorResponse(403, 'csrf', 'Missing the request header.');
      const body = await request.json().catch(() => null);
      const problem = payloadProblem(body, { update: false });
      if (problem) return apiErrorResponse(400, 'invalid_solution', problem);
      await until;
      const payload = body as SolutionPayload;
      creates.push(payload);
      const slug = `s-${payload.solutionName.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')}`;
      return HttpResponse.json<SolutionCreateResponse>({ slug, url: techSolutionUrl({ title: payload.solutionName, slug }) }, { status: 201 });
    }),
    http.post(apiPath('/solution/update'), async ({ request }): Promise<Response> => {
      if (request.headers.get(CSRF_HEADER) !== CSRF_HEADER_VALUE) return apiErrorResponse(403, 'csrf', 'Missing the request header.');
      const body = await request.json().catch(() => null);
      const problem = payloadProblem(body, { update: true });
      if (problem) return apiErrorResponse(400, 'invalid_solution', problem);
      const payload = body as SolutionPayload;
      if (!find(payload.id!)) return apiErrorResponse(404, 'not_found', 'No such solution.');
      if (forbidUpdates) return apiErrorResponse(403, 'forbidden', 'Only members of this organization are able to edit.');
      await until;
      updates.push(payload);
      return HttpResponse.json<SolutionCreateResponse>({ slug: payload.slug!, url: techSolutionUrl({ title: payload.solutionName, slug: payload.slug! }) });
    }),
    http.post(apiPath('/upload/image'), async ({ request }): Promise<Response> => {
      if (request.headers.get(CSRF_HEADER) !== CSRF_HEADER_VALUE) return apiErrorResponse(403, 'csrf', 'Missing the request header.');
      const form = await request.formData().catch(() => null);
      const file = form?.get(IMAGE_UPLOAD_FIELD);
      if (!file || typeof file === 'string') return apiErrorResponse(400, 'invalid_image', 'Send the image in the field image.');
      if (!(IMAGE_UPLOAD_TYPES as readonly string[]).includes(file.type)) return apiErrorResponse(400, 'invalid_image', 'Send a PNG, JPEG, GIF or WebP image.');
      if (file.size > IMAGE_UPLOAD_MAX_BYTES) return apiErrorResponse(413, 'image_too_large', 'Send an image of 2 MB or less.');
      uploads.push({ name: file.name, type: file.type, size: file.size });
      return HttpResponse.json<UploadImageResponse>({ url: `/uploads/${uploads.length}-${file.name}` }, { status: 201 });
    }),
  ];
  return Object.assign(handlers, { creates, updates, uploads });
}

/** Create and update answer 500, as the backend does when its database fails. */
export const solutionSaveFailureHandlers: RequestHandler[] = [
  http.post(apiPath('/solution/create'), () => apiErrorResponse(500, 'internal_error', 'Something went wrong.')),
  http.post(apiPath('/solution/update'), () => apiErrorResponse(500, 'internal_error', 'Something went wrong.')),
];

/** `POST /upload/image` answers 500. */
export const imageUploadFailureHandlers: RequestHandler[] = [
  http.post(apiPath('/upload/image'), () => apiErrorResponse(500, 'internal_error', 'Something went wrong.')),
];
