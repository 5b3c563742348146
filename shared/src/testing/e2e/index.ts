/**
 * Helpers for the browser tests every app keeps in `<app>/e2e/`. They run in Playwright against the real
 * product, never in the browser bundle.
 */
import { readFile } from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type BrowserContext, type Locator, type Page, test as base } from '@playwright/test';

export { expect };

/**
 * Playwright's test, whose pages' `goto` and `reload` also wait until React has taken over the page the gateway
 * rendered on the server: a click or keystroke on server markup that is not hydrated yet is lost, as it would be
 * for a person that fast. So do pages a test opens itself (`browser.newContext()`, `context.newPage()`).
 */
export const test = base.extend<object, { hydratingBrowser: void }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? page : waitingForHydration(page));
  },
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled === false) withoutScripts.add(context);
    await use(hydratingContext(context));
  },
  hydratingBrowser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        if (options?.javaScriptEnabled === false) withoutScripts.add(context);
        return hydratingContext(context);
      };
      await use();
    },
    { scope: 'worker', auto: true },
  ],
});

const hydrating = new WeakSet<object>();
/** Contexts of tests that turn JavaScript off (`test.use({ javaScriptEnabled: false })`): nothing will hydrate. */
const withoutScripts = new WeakSet<BrowserContext>();

function hydratingContext(context: BrowserContext): BrowserContext {
  if (hydrating.has(context)) return context;
  hydrating.add(context);
  const newPage = context.newPage.bind(context);
  context.newPage = async () => {
    const page = await newPage();
    return withoutScripts.has(context) ? page : waitingForHydration(page);
  };
  return context;
}

function waitingForHydration(page: Page): Page {
  if (hydrating.has(page)) return page;
  hydrating.add(page);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await waitForHydration(page);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await waitForHydration(page);
    return response;
  };
  return page;
}

/**
 * Waits until every control inside `#root` belongs to React (hydrated elements carry React's fiber property;
 * server markup in a boundary that still waits for its code does not). A page the browser rendered passes at once.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    const controls = root ? [...root.querySelectorAll('a[href], button, input, select, textarea, [tabindex]')] : [];
    return controls.every((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));
  });
}

/** Runs axe (WCAG 2.1 A and AA) on the page as it is now and fails with a readable list of violations. */
export async function expectAccessible(page: Page, label = page.url()): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const violations = results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
  expect(violations, `accessibility violations on ${label}`).toEqual([]);
}

/** Collects console errors and uncaught page errors, so a test can assert the page ran cleanly. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

export const DEMO_PASSWORD = 'x4i-demo';
export const DEMO_ACCOUNTS = {
  member: 'member@demo.x4i.org',
  provider: 'provider@demo.x4i.org',
  team: 'team@demo.x4i.org',
} as const;

/**
 * Signs in the way a visitor does: the sign-in modal, then the identity provider's page (terms accepted there).
 * Starts from the page the browser is on; without `fromModal`, opens the modal from the app bar first.
 */
export async function signIn(page: Page, email: string, options: { password?: string; fromModal?: boolean } = {}): Promise<void> {
  if (!options.fromModal) await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  const modal = page.getByRole('dialog');
  await modal.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/oidc\/interaction\//);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(options.password ?? DEMO_PASSWORD);
  await page.getByLabel(/I accept the Terms of Use/).check();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Opens the provider's sign-in page the way a visitor does: the app bar's Sign in, then Continue. */
export async function openSignInPage(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/oidc\/interaction\//);
}

/** An address no other test uses. */
export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1000)}@example.org`;

/** Signs up on the provider's Sign Up form, from the sign-in page; waits until the site has the session. */
export async function signUp(page: Page, person: { email: string; password: string; firstName: string; lastName: string }): Promise<void> {
  await openSignInPage(page);
  await page.getByRole('link', { name: 'Sign Up' }).click();
  await page.getByLabel('First name').fill(person.firstName);
  await page.getByLabel('Last name').fill(person.lastName);
  await page.getByLabel('E-mail').fill(person.email);
  await page.getByLabel(/^Password/).fill(person.password);
  await page.getByLabel(/I accept the Terms of Use/).check();
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect.poll(async () => ((await (await page.request.get('/api/session')).json()).user as { email: string } | null)?.email).toBe(person.email);
}

/** A mail as the browser tests' SMTP server received it. */
export interface SentMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * The newest mail to this address with this subject that the product handed to SMTP: the browser tests run the
 * product with a real SMTP server on loopback, which writes each mail it receives to E2E_MAIL_DIR. Waits for it.
 */
export async function mailTo(to: string, subject: string, timeoutMs = 15_000): Promise<SentMail> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the browser tests through the gateway Playwright config');
  const { readdir, readFile } = await import('node:fs/promises');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort().reverse();
    for (const file of files) {
      const mail = JSON.parse(await readFile(`${dir}/${file}`, 'utf8')) as SentMail;
      if (mail.to.toLowerCase().includes(to.toLowerCase()) && mail.subject === subject) return mail;
    }
    if (Date.now() > deadline) throw new Error(`No mail "${subject}" to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The link after `label: ` in a mail's plain-text body ('Choose a new password: https://…'). */
export function linkIn(mail: SentMail, label: string): string {
  const link = new RegExp(`${label}: (\\S+)`).exec(mail.text)?.[1];
  expect(link, `a "${label}" link in "${mail.subject}"`).toBeTruthy();
  expect(mail.html, 'the HTML body links to the same address').toContain(`href="${link!.replace(/&/g, '&amp;')}"`);
  return link!;
}

/**
 * Downloads a list through its button and reads the file: a CSV's `#` notes (what the rows are, source and vintage,
 * where and when exported) apart from its lines (header first), or a JSON download parsed.
 */
export async function downloadTable(page: Page, button: Locator): Promise<{ fileName: string; notes: string[]; lines: string[]; json: unknown }> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const text = await readFile((await download.path())!, 'utf8');
  const fileName = download.suggestedFilename();
  if (fileName.endsWith('.json')) return { fileName, notes: [], lines: [], json: JSON.parse(text) };
  const all = text.trim().split('\n');
  return { fileName, notes: all.filter((line) => line.startsWith('# ')).map((line) => line.slice(2)), lines: all.filter((line) => !line.startsWith('# ')), json: undefined };
}

/** What is wrong with a chart's text: cut at its drawing's edge, over another label, or too small to read. */
export interface ChartTextProblem {
  chart: string;
  text: string;
  problem: string;
}

/**
 * Every text of every chart drawing shown on the page (an `svg` with text, as laid out at the page's width): it must
 * lie inside its drawing, overlap no other text of the drawing, and read at `minFontSize` px or more on screen
 * (its font size times the drawing's scale). Drawings hidden at this width are skipped.
 */
export async function chartTextProblems(page: Page, minFontSize = 11): Promise<ChartTextProblem[]> {
  return page.locator('svg').evaluateAll((svgs, min) => {
    const problems: { chart: string; text: string; problem: string }[] = [];
    const slack = 0.5;
    for (const svg of svgs as SVGSVGElement[]) {
      // A label's own words, without the tooltip (<title>) some carry.
      const wordsOf = (text: SVGTextElement) => [...text.childNodes].filter((node) => node.nodeName !== 'title').map((node) => node.textContent ?? '').join('').trim();
      const texts = [...svg.querySelectorAll('text')].filter((text) => wordsOf(text) !== '');
      if (texts.length === 0 || !svg.checkVisibility()) continue;
      const frame = svg.getBoundingClientRect();
      const chart = svg.getAttribute('aria-label') ?? svg.closest('section')?.querySelector('h2')?.textContent ?? 'chart';
      const viewBox = svg.viewBox.baseVal;
      const scale = viewBox && viewBox.width > 0 ? frame.width / viewBox.width : 1;
      const boxes = texts.map((text) => ({ text: wordsOf(text), box: text.getBoundingClientRect(), size: Number.parseFloat(getComputedStyle(text).fontSize) * scale }));
      for (const { text, box, size } of boxes) {
        if (box.left < frame.left - slack || box.right > frame.right + slack || box.top < frame.top - slack || box.bottom > frame.bottom + slack) {
          problems.push({ chart, text, problem: `cut: text ${Math.round(box.left - frame.left)}..${Math.round(box.right - frame.left)} × ${Math.round(box.top - frame.top)}..${Math.round(box.bottom - frame.top)} in a drawing ${Math.round(frame.width)} × ${Math.round(frame.height)}` });
        }
        if (size < min - 0.05) problems.push({ chart, text, problem: `${size.toFixed(1)} px on screen` });
      }
      for (let i = 0; i < boxes.length; i++) {
        for (let j = i + 1; j < boxes.length; j++) {
          const a = boxes[i]!.box;
          const b = boxes[j]!.box;
          const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
          const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          if (across > 1 && down > 1) problems.push({ chart, text: boxes[i]!.text, problem: `overlaps '${boxes[j]!.text}'` });
        }
      }
    }
    return problems;
  }, minFontSize);
}
