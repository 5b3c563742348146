import type { Request, Response } from 'express';
import { parsePreview, PREVIEW_OFF, PREVIEW_PARAM, type MeResponse, type RemotePreview } from '@x4i/shared/contracts';
import { ACCESS_TOKEN_COOKIE, cookieOptions, PREVIEW_COOKIE, signedCookie } from '../auth/cookies.js';
import { fetchMe } from '../auth/session.js';
import type { Logger } from '../logger.js';
import { readVersionRemote, withRemote, type LiveRegistry } from '../remotes/live-registry.js';

const TEAM_ROLE: MeResponse['role'] = 'X4I_TEAM_MEMBER';

export interface PreviewOptions {
  remotesDir: string;
  backendUrl: string;
  publicUrl: string;
  log: Logger;
}

/** A page request that asks for a preview, now or earlier in the session (the session is renewed for it). */
export function wantsPreview(req: Request): boolean {
  return typeof req.query[PREVIEW_PARAM] === 'string' || signedCookie(req, PREVIEW_COOKIE) !== undefined;
}

/**
 * The preview cookie is signed, so it is only ever one the gateway set, and has no expiry: it ends with the
 * browser session. The registry one page request is served with: a team member who asked for `?preview=<remote>@<version>` (or
 * did earlier in this browser session) gets that version of that remote; everyone else, and every other remote,
 * the live one. The answer says what happened, for the page to show.
 */
export async function previewFor(req: Request, res: Response, live: LiveRegistry, options: PreviewOptions): Promise<{ live: LiveRegistry; preview?: RemotePreview }> {
  const asked = typeof req.query[PREVIEW_PARAM] === 'string' ? (req.query[PREVIEW_PARAM] as string) : undefined;
  const { maxAge: _maxAge, ...cookie } = cookieOptions(options.publicUrl);
  if (asked !== undefined && (asked === PREVIEW_OFF || asked === '')) {
    res.clearCookie(PREVIEW_COOKIE, { ...cookie, signed: false });
    return { live };
  }
  const wanted = parsePreview(asked ?? signedCookie(req, PREVIEW_COOKIE));
  if (!wanted) return { live };

  const liveVersion = live.remotes.find((remote) => remote.entry.name === wanted.remote)?.entry.version;
  const preview = { ...wanted, ...(liveVersion ? { liveVersion } : {}) };
  if (!(await isTeamMember(req, options))) {
    res.clearCookie(PREVIEW_COOKIE, { ...cookie, signed: false });
    return { live, preview: { ...preview, status: 'refused' } };
  }
  res.cookie(PREVIEW_COOKIE, `${wanted.remote}@${wanted.version}`, cookie);
  const remote = await readVersionRemote(options.remotesDir, wanted.remote, wanted.version, options.log);
  if (!remote) return { live, preview: { ...preview, status: 'missing' } };
  return { live: withRemote(live, remote), preview: { ...preview, status: 'shown' } };
}

/** Asks the backend who the session's user is; anything but a team member's answer (no session, an error) is no. */
async function isTeamMember(req: Request, { backendUrl, log }: PreviewOptions): Promise<boolean> {
  const token = signedCookie(req, ACCESS_TOKEN_COOKIE);
  if (!token) return false;
  const me = await fetchMe(backendUrl, token, 5_000);
  if (me.outcome === 'failed') log.warn(`Could not check a preview's user: ${me.reason}`);
  return me.outcome === 'user' && me.user.role === TEAM_ROLE;
}
