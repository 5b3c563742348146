import { HEAD_MARKER, renderIndexHtml } from './index-html.js';

const boot = (productName: string) => ({ productName, registry: { remotes: [] } });

describe('renderIndexHtml', () => {
  it("puts boot data, title and the page's downloads (inert until the first paint) where the marker is", () => {
    const html = renderIndexHtml(`<head><title>Old</title>${HEAD_MARKER}</head>`, {
      boot: boot('X4I'),
      title: 'X4I - Search',
      preloads: [
        { href: '/remotes/mfe-explore/1/mf-manifest.json', as: 'fetch', crossOrigin: 'anonymous' },
        { href: '/remotes/mfe-explore/1/remoteEntry.js', as: 'script' },
      ],
    });
    expect(html).toBe(
      '<head><script type="application/json" id="x4i-boot">{"productName":"X4I","registry":{"remotes":[]}}</script>\n' +
        '    <title>X4I - Search</title>\n' +
        '    <template id="x4i-later"><link rel="preload" href="/remotes/mfe-explore/1/mf-manifest.json" as="fetch" crossorigin="anonymous">' +
        '<link rel="preload" href="/remotes/mfe-explore/1/remoteEntry.js" as="script"></template></head>',
    );
  });

  it('keeps markup in the data out of the page', () => {
    const html = renderIndexHtml(`<head>${HEAD_MARKER}</head>`, {
      boot: boot('</script><script>alert(1)</script>'),
      title: '<b>$& "x"</b>',
      preloads: [],
    });
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('\\u003c/script>\\u003cscript>alert(1)\\u003c/script>');
    expect(html).toContain('<title>&#60;b&#62;$&#38; &#34;x&#34;&#60;/b&#62;</title>');
    const json = /id="x4i-boot">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(json).productName).toBe('</script><script>alert(1)</script>');
  });

  it('falls back to the end of the head when the template has no marker', () => {
    const html = renderIndexHtml('<html><head><meta charset="utf-8"></head><body></body></html>', {
      boot: boot('X4I'),
      title: 'X4I',
      preloads: [],
    });
    expect(html).toMatch(/<meta charset="utf-8">.*x4i-boot.*<title>X4I<\/title>\s*<\/head><body>/s);
  });

  it("puts the boot data after the page's markup, so that the page's words arrive first", () => {
    const html = renderIndexHtml(`<head>${HEAD_MARKER}</head><body><div id="root"></div><script>start()</script></body>`, {
      boot: boot('X4I'),
      title: 'X4I',
      preloads: [],
      markup: { html: '<h1>Index</h1>', styleTags: '<style>h1{}</style>', data: { '/api/report': { rows: 1 } } },
    });
    expect(html).toMatch(
      /<head><title>X4I<\/title>\s*<style>h1\{\}<\/style><\/head><body><div id="root"><h1>Index<\/h1><\/div>\s*<script type="application\/json" id="x4i-boot">[^<]*"swrFallback"[^<]*<\/script><script>start\(\)<\/script>/,
    );
  });
});
