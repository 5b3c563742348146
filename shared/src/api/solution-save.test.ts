import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import type { SolutionPayload } from '../contracts/content.js';
import { CSRF_HEADER } from '../contracts/session.js';
import { apiPath, createSolutionSaveHandlers, imageUploadFailureHandlers, setupMswServer, WORKFLOW_BADGES } from '../testing/index.js';
import { isApiError } from './api-error.js';
import {
  createSolution,
  getBadgeOptions,
  IMAGE_SIZE_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  IMAGE_UPLOAD_ERROR,
  IMAGE_UPLOAD_MAX_BYTES,
  imageFileProblem,
  setSolutionSaveErrorLogger,
  updateSolution,
  uploadImage,
} from './solution-save.js';

const server = setupMswServer();

let logged: unknown[][] = [];
let restoreLogger: ReturnType<typeof setSolutionSaveErrorLogger>;
beforeEach(() => {
  logged = [];
  restoreLogger = setSolutionSaveErrorLogger((...args) => logged.push(args));
});
afterEach(() => setSolutionSaveErrorLogger(restoreLogger));

const payload: SolutionPayload = {
  orgId: 'org-1',
  solutionType: 'SERVICE',
  solutionName: 'Pantry Pal',
  solutionUrl: 'https://pantrypal.example.org',
  organization: 'Pantry Pal',
  organizationUrl: '',
  organizationEin: '',
  organizationEmail: '',
  logo: '',
  category: ['UNSDG2'],
  executiveSummary: 'Stocks pantries.',
  demoContact: '',
  specialOfferUrl: '',
  hiringUrl: '',
  caseStudiesUrl: '',
  impactUrl: '',
  mainFeatures: [],
  userBenefits: [],
  primaryAudience: [],
  marketingMaterial: [],
  references: [],
  tractionBadge: false,
  tech4piCert: false,
  msCert: false,
  geoAreaPrimary: ['WA'],
  badges: [{ id: 'badge-hiring' }],
};

// Node's File: the test environment's FormData and fetch are Node's, which do not take jsdom's File.
function png(size = 10, name = 'logo.png', type = 'image/png'): File {
  return new NodeFile([new Uint8Array(size)], name, { type }) as unknown as File;
}

describe('solution create and update', () => {
  it('creates a solution and answers its slug and page', async () => {
    const handlers = createSolutionSaveHandlers();
    server.use(...handlers);
    await expect(createSolution(payload)).resolves.toEqual({ slug: 's-pantry-pal', url: '/all/tech-solution/pantry-pal-s-pantry-pal' });
    expect(handlers.creates).toEqual([payload]);
  });

  it('updates a solution by id and slug', async () => {
    const handlers = createSolutionSaveHandlers();
    server.use(...handlers);
    const update = { ...payload, id: 'solution-1', slug: 's-food-finder' };
    await expect(updateSolution(update)).resolves.toMatchObject({ slug: 's-food-finder' });
    expect(handlers.updates).toEqual([update]);
  });

  it("carries the backend's refusal of an update", async () => {
    server.use(...createSolutionSaveHandlers({ forbidUpdates: true }));
    const error = await updateSolution({ ...payload, id: 'solution-1', slug: 's-food-finder' }).catch((caught: unknown) => caught);
    expect(isApiError(error, 'forbidden')).toBe(true);
    expect((error as Error).message).toBe('Only members of this organization are able to edit.');
  });
});

describe('badge options', () => {
  it('reads the badges a solution may carry', async () => {
    server.use(...createSolutionSaveHandlers());
    await expect(getBadgeOptions()).resolves.toEqual(WORKFLOW_BADGES);
  });
});

describe('image upload', () => {
  it('checks type and size before sending', () => {
    expect(imageFileProblem({ type: 'image/png', size: IMAGE_UPLOAD_MAX_BYTES })).toBeNull();
    expect(imageFileProblem({ type: 'image/webp', size: 1 })).toBeNull();
    expect(imageFileProblem({ type: 'image/svg+xml', size: 1 })).toBe(IMAGE_TYPE_MESSAGE);
    expect(imageFileProblem({ type: 'application/pdf', size: 1 })).toBe(IMAGE_TYPE_MESSAGE);
    expect(imageFileProblem({ type: 'image/jpeg', size: IMAGE_UPLOAD_MAX_BYTES + 1 })).toBe(IMAGE_SIZE_MESSAGE);
  });

  it('sends the file as the multipart field image, with the CSRF header, and answers its URL', async () => {
    const handlers = createSolutionSaveHandlers();
    server.use(...handlers);
    await expect(uploadImage(png(10))).resolves.toEqual({ url: '/uploads/1-logo.png' });
    expect(handlers.uploads).toEqual([{ name: 'logo.png', type: 'image/png', size: 10 }]);
  });

  it('does not set a JSON content type on the upload', async () => {
    let contentType: string | null = null;
    let csrf: string | null = null;
    server.use(
      http.post(apiPath('/upload/image'), ({ request }) => {
        contentType = request.headers.get('content-type');
        csrf = request.headers.get(CSRF_HEADER);
        return HttpResponse.json({ url: '/uploads/x.png' }, { status: 201 });
      }),
    );
    await uploadImage(png());
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(csrf).toBe('x4i');
  });

  it('refuses a file of the wrong type or size without a request', async () => {
    const handlers = createSolutionSaveHandlers();
    server.use(...handlers);
    await expect(uploadImage(png(10, 'notes.pdf', 'application/pdf'))).resolves.toEqual({ error: IMAGE_TYPE_MESSAGE });
    await expect(uploadImage(png(IMAGE_UPLOAD_MAX_BYTES + 1))).resolves.toEqual({ error: IMAGE_SIZE_MESSAGE });
    expect(handlers.uploads).toEqual([]);
  });

  it("answers 'Error uploading image.' when the upload fails, and logs it", async () => {
    server.use(...imageUploadFailureHandlers);
    await expect(uploadImage(png())).resolves.toEqual({ error: IMAGE_UPLOAD_ERROR });
    expect(logged).toHaveLength(1);
    expect(logged[0]![0]).toBe('Error uploading image.');
  });
});
