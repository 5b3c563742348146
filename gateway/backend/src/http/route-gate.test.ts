import express from 'express';
import request from 'supertest';
import { firstSegmentsOf, onItsPaths } from './route-gate.js';

describe('firstSegmentsOf', () => {
  it("reads the first segment of each route and mounted middleware, as Express matches them (any case)", () => {
    const router = express.Router();
    router.get('/report/sdg-index', (_req, res) => void res.end());
    router.get('/Report/sdg-:goal', (_req, res) => void res.end());
    router.get('/x4i-nonprofit{/:ein}', (_req, res) => void res.end());
    router.use('/keys', (_req, _res, next) => next());
    router.post(['/contact', '/contact-us'], (_req, res) => void res.end());
    expect(firstSegmentsOf(router)).toEqual(new Set(['report', 'x4i-nonprofit', 'keys', 'contact', 'contact-us']));
  });

  it('reads the routers mounted inside without a path', () => {
    const search = express.Router();
    search.get('/search/content', (_req, res) => void res.end());
    const solutions = express.Router();
    solutions.get('/solution/:id', (_req, res) => void res.end());
    const content = express.Router();
    content.use(search);
    content.use(solutions);
    expect(firstSegmentsOf(content)).toEqual(new Set(['search', 'solution']));

    content.use((_req, _res, next) => next());
    expect(firstSegmentsOf(content)).toBeUndefined();
  });

  it('cannot tell for middleware without a path or a path that begins with a parameter', () => {
    const everyPath = express.Router();
    everyPath.get('/report', (_req, res) => void res.end());
    everyPath.use((_req, _res, next) => next());
    expect(firstSegmentsOf(everyPath)).toBeUndefined();

    const parameter = express.Router();
    parameter.get('/:slug/items', (_req, res) => void res.end());
    expect(firstSegmentsOf(parameter)).toBeUndefined();

    const root = express.Router();
    root.get('/', (_req, res) => void res.end());
    expect(firstSegmentsOf(root)).toBeUndefined();
  });
});

describe('onItsPaths', () => {
  it('enters a router only for its own paths, and the next one answers the rest', async () => {
    const entered: string[] = [];
    const reports = express.Router();
    reports.use('/report', (req, _res, next) => {
      entered.push(req.path);
      next();
    });
    reports.get('/report/:name', (req, res) => void res.json({ report: req.params.name }));
    const app = express();
    app.use(onItsPaths(reports));
    app.get('/money-flow', (_req, res) => void res.json({ flow: true }));

    expect((await request(app).get('/REPORT/sdg-index')).body).toEqual({ report: 'sdg-index' });
    expect((await request(app).get('/money-flow')).body).toEqual({ flow: true });
    expect((await request(app).get('/reports')).status).toBe(404);
    expect(entered).toEqual(['/sdg-index']);
  });
});
