import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { API_RECORD_FILE, fingerprint, nextRecord, recordProblems, type ApiRecord } from './api-record.js';
import { readSurface, surfaceEntries, type Surface } from './api-surface.js';

const sharedDir = path.join(__dirname, '../..');

describe('the public surface of @x4i/shared', () => {
  it('is the one public-api.json records, under the version in package.json', () => {
    const record = JSON.parse(readFileSync(path.join(sharedDir, API_RECORD_FILE), 'utf8')) as ApiRecord;
    const { version } = JSON.parse(readFileSync(path.join(sharedDir, 'package.json'), 'utf8')) as { version: string };
    const problems = recordProblems(record, readSurface(sharedDir), version);
    if (problems.length > 0) throw new Error(problems.join('\n'));
  });

  it('covers the entry points that ship, not the test helpers', () => {
    expect(Object.keys(surfaceEntries(sharedDir))).toEqual(['.', './domain', './router', './router/server', './contracts', './build']);
  });
});

describe('readSurface', () => {
  let dir: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'api-surface-'));
    write('package.json', JSON.stringify({ exports: { '.': { types: './src/index.ts', default: './dist/index.js' }, './testing': { types: './src/testing.ts', default: './src/testing.ts' } } }));
    write('tsconfig.json', JSON.stringify({ compilerOptions: { module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, rootDir: 'src', lib: ['ES2022'], types: [] }, include: ['src'] }));
    write('src/testing.ts', 'export const helper = 1;\n');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const surfaceOf = (index: string, options: string) => {
    write('src/index.ts', index);
    write('src/options.ts', options);
    return readSurface(dir)['.']!;
  };
  const index = "import type { Options } from './options.js';\nexport function open(options: Options) { return options.size * 2; }\nexport type { Exported } from './options.js';\n";
  const options = 'export interface Options { size: number }\nexport interface Exported { name: string }\n';

  it('lists each export of a shipped entry point, and changes with a declaration, not with a body or a comment', () => {
    const before = surfaceOf(index, options);
    expect(Object.keys(before)).toEqual(['Exported', 'open']);
    expect(surfaceOf(index.replace('* 2', '* 3').replace('export function', '/** Opens. */\nexport function'), `// why\n${options}`)).toEqual(before);

    // A type the export uses but does not export itself counts as part of it.
    const wider = surfaceOf(index, options.replace('size: number', 'size: number; label?: string'));
    expect(wider.open).not.toBe(before.open);
    expect(wider.Exported).toBe(before.Exported);
    // An exported type stands for itself.
    const renamed = surfaceOf(index, options.replace('name: string', 'title: string'));
    expect([renamed.open, renamed.Exported === before.Exported]).toEqual([before.open, false]);
  });
});

describe('the record of the surface', () => {
  const surface: Surface = { '.': { open: 'a1', close: 'b1' } };
  const record = (version: string, entries: Surface = surface): ApiRecord => ({ version, fingerprint: fingerprint(entries), entries });

  it('asks for a bump and the script when the surface changed, saying what changed and the lowest version allowed', () => {
    const [problem] = recordProblems(record('0.1.0'), { '.': { open: 'a2', close: 'b1' } }, '0.1.0');
    expect(problem).toMatch(/^The public surface of @x4i\/shared changed: bump its version \(semver: a removal or change is breaking, an addition is a minor/);
    expect(problem).toContain('run npm run api-surface -w shared');
    expect(problem).toContain('changed: @x4i/shared open; from 0.1.0 that needs 0.2.0 or later.');
    expect(recordProblems(record('1.4.2'), { '.': { ...surface['.'], find: 'c1' } }, '1.4.2')[0]).toContain(
      'added: @x4i/shared find; from 1.4.2 that needs 1.5.0 or later.',
    );
  });

  it('asks for the script when the version was bumped without it', () => {
    expect(recordProblems(record('0.1.0'), surface, '0.1.1')).toEqual([
      'shared/package.json says 0.1.1 but public-api.json records 0.1.0: run npm run api-surface -w shared.',
    ]);
  });

  it('refuses a new surface recorded under the version of the previous one', () => {
    const edited = { ...record('0.1.0', { '.': { open: 'a1' } }), previous: { version: '0.1.0', fingerprint: fingerprint(surface) } };
    expect(recordProblems(edited, { '.': { open: 'a1' } }, '0.1.0')).toEqual([
      'public-api.json records a new surface under 0.1.0, no later than 0.1.0 before it: bump the version in shared/package.json and run npm run api-surface -w shared.',
    ]);
  });

  it('is rewritten only once the version is bumped enough for the change: breaking on the minor while 0.x, an addition on the patch', () => {
    const removed: Surface = { '.': { open: 'a1' } };
    expect(() => nextRecord(record('0.1.0'), removed, '0.1.0')).toThrow(/removed: @x4i\/shared close\): bump its version in shared\/package.json from 0\.1\.0 to 0\.2\.0 or later/);
    expect(() => nextRecord(record('0.1.0'), removed, '0.1.5')).toThrow(/to 0\.2\.0 or later/);
    expect(nextRecord(record('0.1.0'), removed, '0.2.0')).toEqual({
      version: '0.2.0',
      fingerprint: fingerprint(removed),
      previous: { version: '0.1.0', fingerprint: fingerprint(surface) },
      entries: removed,
    });
    const added: Surface = { '.': { ...surface['.'], find: 'c1' } };
    expect(() => nextRecord(record('0.1.0'), added, '0.1.0')).toThrow(/to 0\.1\.1 or later/);
    expect(nextRecord(record('0.1.0'), added, '0.1.1').version).toBe('0.1.1');
    expect(() => nextRecord(record('1.2.0'), removed, '1.9.0')).toThrow(/to 2\.0\.0 or later/);

    const rewritten = nextRecord(record('0.1.0'), removed, '0.2.0');
    expect(recordProblems(rewritten, removed, '0.2.0')).toEqual([]);
    // A version bumped without a change of surface (a fix) is recorded as it is.
    expect(nextRecord(record('0.1.0'), surface, '0.1.1')).toEqual(record('0.1.1'));
  });
});
