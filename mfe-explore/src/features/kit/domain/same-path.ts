/**
 * Whether two paths name the same page: a trailing slash and percent-encoding do not count, letter case does
 * (content URLs are lower case, SPEC 2.4, so an upper-case address is sent to the canonical one).
 */
export function samePath(a: string, b: string): boolean {
  const normal = (path: string) => {
    let decoded = path;
    try {
      decoded = decodeURI(path);
    } catch {
      // keep the raw path
    }
    return decoded.replace(/\/+$/, '') || '/';
  };
  return normal(a) === normal(b);
}
