/** The embedded provider's server-rendered pages: sign in, sign up, forgot password, sign out, errors. */

import { PRODUCT_NAME } from '../mail/notifications.js';

// The one product name, shared with the mails.
export { PRODUCT_NAME };

/** SPEC 8 sign-in messages. */
export const WRONG_PASSWORD_MESSAGE =
  'There is no account for that e-mail and password combination. Please try again or contact us.';
export const SIGN_UP_FALLBACK_MESSAGE = 'An account with this e-mail already exists. Please click the Sign In tab to access your account.';
export const RESET_SENT_MESSAGE =
  'If that e-mail address is registered, a reset e-mail has been sent to it. Check your inbox for a link to choose a new password.';
export const TERMS_MESSAGE = 'Please accept the Terms of Use to continue.';

/** Why an upstream provider could not sign the person in, each with what to do instead. */
export const UPSTREAM_MESSAGES = {
  unverified: (name: string) =>
    `Your ${name} account has not verified its e-mail address, so it cannot sign you in here. Verify it with ${name} or sign in with a password.`,
  noEmail: (name: string) =>
    `${name} did not share your account's e-mail address, so it cannot sign you in here. Allow ${name} to share it, or sign in with a password.`,
  unreachable: (name: string) =>
    `${name} cannot be reached right now, so it cannot sign you in. Please try again in a few minutes, or sign in with a password.`,
  failed: (name: string) => `Signing in with ${name} did not complete. Please try again, or sign in with a password.`,
  unconfirmedLocal: (name: string) =>
    `An account with this e-mail address already exists here, but its address has not been confirmed yet, so your ${name} account cannot be linked to it. Sign in with your password and confirm the address with the link we e-mailed you (your profile can send a new one); then you can continue with ${name}.`,
} as const;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f4f6f8;color:#304659;
font-family:Montserrat,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:16px;line-height:1.5}
main{width:100%;max-width:420px;margin:24px;background:#fff;border-radius:8px;box-shadow:0 2px 12px rgba(48,70,89,.15);padding:32px}
h1{margin:0 0 4px;font-size:1.5rem;color:#304659}
.brand{font-weight:700;color:#D62839;letter-spacing:.05em;margin:0 0 16px}
nav.tabs{display:flex;border-bottom:2px solid #e3e8ec;margin:16px 0 20px}
nav.tabs a{flex:1;text-align:center;padding:10px;text-decoration:none;color:#304659;font-weight:600;border-bottom:3px solid transparent;margin-bottom:-2px}
nav.tabs a[aria-current="page"]{border-bottom-color:#FF4957;color:#B8202F}
label{display:block;font-weight:600;margin:12px 0 4px}
input[type=email],input[type=password],input[type=text]{width:100%;padding:10px 12px;border:1px solid #8a9aa8;border-radius:4px;font:inherit;color:#304659}
.check{display:flex;gap:8px;align-items:flex-start;margin:16px 0 0;font-weight:400}
.check input{margin-top:4px;width:18px;height:18px}
button{display:block;width:100%;margin:20px 0 0;padding:12px;border:0;border-radius:4px;background:#D62839;color:#fff;font:inherit;font-weight:700;cursor:pointer}
button.secondary{background:#fff;color:#304659;border:1px solid #304659}
a{color:#304659}
a:focus-visible,input:focus-visible,button:focus-visible{outline:3px solid #1A5FB4;outline-offset:2px}
.alert{padding:12px;border-radius:4px;margin:12px 0;background:#fdecee;color:#B20019;border:1px solid #B20019}
.notice{padding:12px;border-radius:4px;margin:12px 0;background:#eaf3ec;color:#1d5c2e;border:1px solid #1d5c2e}
.small{font-size:.875rem}
.or{text-align:center;margin:20px 0 0;color:#5b6b79}
button.upstream{margin-top:12px}
`;

function layout(title: string, body: string, head = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${PRODUCT_NAME} - ${title}`)}</title>
${head}<style>${STYLE}</style>
</head>
<body>
<main>
<p class="brand">${PRODUCT_NAME}</p>
${body}
</main>
</body>
</html>`;
}

export type SignInTab = 'signin' | 'signup' | 'forgot';

export interface SignInPageOptions {
  /** The interaction's base path, /oidc/interaction/<uid>. */
  action: string;
  tab: SignInTab;
  error?: string;
  notice?: string;
  /** Values to put back into the form after an error. */
  email?: string;
  firstName?: string;
  lastName?: string;
  /** The configured upstream providers, a 'Continue with' button each. */
  upstream?: readonly { id: string; name: string }[];
}

function alert(options: SignInPageOptions): string {
  return (
    (options.error ? `<div class="alert" role="alert" id="form-error">${escapeHtml(options.error)}</div>` : '') +
    (options.notice ? `<div class="notice" role="status">${escapeHtml(options.notice)}</div>` : '')
  );
}

function termsCheckbox(id: string): string {
  return `<label class="check" for="${id}"><input type="checkbox" id="${id}" name="terms" value="yes" required>
<span>I accept the <a href="/terms-of-use" target="_blank" rel="noopener">Terms of Use</a></span></label>`;
}

/**
 * A 'Continue with' button per upstream provider, inside the tab's form after its own submit button (so Enter still
 * submits the form): they share its terms checkbox, which the server checks, and skip the browser's checks of the
 * fields a password sign-in needs.
 */
function upstreamButtons(options: SignInPageOptions, tab: 'signin' | 'signup'): string {
  const upstream = options.upstream ?? [];
  if (upstream.length === 0) return '';
  const buttons = upstream.map(
    (provider) =>
      `<button type="submit" class="secondary upstream" formaction="${options.action}/upstream/${escapeHtml(provider.id)}" formnovalidate name="tab" value="${tab}">Continue with ${escapeHtml(provider.name)}</button>`,
  );
  return `<p class="or small">or</p>\n${buttons.join('\n')}\n`;
}

export function signInPage(options: SignInPageOptions): string {
  const { action, tab } = options;
  const email = escapeHtml(options.email ?? '');
  const describedBy = options.error ? ' aria-describedby="form-error"' : '';
  if (tab === 'forgot') {
    return layout(
      'Forgot password',
      `<h1>Forgot your password?</h1>
<p class="small">Enter your e-mail address and we will send you a link to reset your password.</p>
${alert(options)}
<form method="post" action="${action}/forgot" novalidate${describedBy}>
<label for="forgot-email">E-mail</label>
<input type="email" id="forgot-email" name="email" autocomplete="email" required value="${email}">
<button type="submit">Send reset e-mail</button>
</form>
<p class="small"><a href="${action}?tab=signin">Back to sign in</a></p>`,
    );
  }
  const tabs = `<nav class="tabs" aria-label="Sign in or sign up">
<a href="${action}?tab=signin"${tab === 'signin' ? ' aria-current="page"' : ''}>Sign In</a>
<a href="${action}?tab=signup"${tab === 'signup' ? ' aria-current="page"' : ''}>Sign Up</a>
</nav>`;
  const form =
    tab === 'signin'
      ? `<form method="post" action="${action}/login"${describedBy}>
<label for="signin-email">E-mail</label>
<input type="email" id="signin-email" name="email" autocomplete="username" required value="${email}">
<label for="signin-password">Password</label>
<input type="password" id="signin-password" name="password" autocomplete="current-password" required>
${termsCheckbox('signin-terms')}
<button type="submit">Sign In</button>
${upstreamButtons(options, 'signin')}</form>
<p class="small"><a href="${action}?tab=forgot">Forgot password?</a></p>`
      : `<form method="post" action="${action}/signup"${describedBy}>
<label for="signup-first-name">First name</label>
<input type="text" id="signup-first-name" name="firstName" autocomplete="given-name" required maxlength="100" value="${escapeHtml(options.firstName ?? '')}">
<label for="signup-last-name">Last name</label>
<input type="text" id="signup-last-name" name="lastName" autocomplete="family-name" required maxlength="100" value="${escapeHtml(options.lastName ?? '')}">
<label for="signup-email">E-mail</label>
<input type="email" id="signup-email" name="email" autocomplete="email" required value="${email}">
<label for="signup-password">Password <span class="small">(at least 8 characters)</span></label>
<input type="password" id="signup-password" name="password" autocomplete="new-password" required minlength="8">
${termsCheckbox('signup-terms')}
<button type="submit">Sign Up</button>
${upstreamButtons(options, 'signup')}</form>`;
  return layout(tab === 'signin' ? 'Sign In' : 'Sign Up', `<h1>${tab === 'signin' ? 'Welcome back' : 'Create your account'}</h1>\n${tabs}\n${alert(options)}\n${form}`);
}

/**
 * The step from the sign-in form to an upstream provider. A page that moves on by itself, not a redirect: the
 * site's policy lets forms lead only to the site (CSP form-action), and browsers apply that to a form's redirects.
 */
export function upstreamRedirectPage(name: string, url: string): string {
  const href = escapeHtml(url);
  return layout(
    `Continue with ${name}`,
    `<h1>Continue with ${escapeHtml(name)}</h1>
<p>Taking you to ${escapeHtml(name)} to sign in.</p>
<p><a href="${href}">Continue to ${escapeHtml(name)}</a></p>`,
    `<meta http-equiv="refresh" content="0;url=${href}">\n`,
  );
}

/** Why a reset link does not work, said plainly with what to do next. */
export const RESET_LINK_PROBLEMS = {
  invalid: 'This password reset link is not valid. Check that you opened the whole link from the e-mail, or ask for a new one with "Forgot password?" on the sign-in page.',
  used: 'This password reset link has already been used. If you need to change your password again, ask for a new link with "Forgot password?" on the sign-in page.',
  expired: 'This password reset link has expired. Ask for a new one with "Forgot password?" on the sign-in page.',
} as const;

export const PASSWORDS_DIFFER_MESSAGE = 'The two passwords are not the same. Please type your new password twice.';
/** No SMTP server: the outbox keeps the mail with its link withheld, so the person asking could never use it. */
export const RESET_UNDELIVERABLE_MESSAGE = 'This site has no mail server set up, so it cannot send you a reset link. Please contact us.';
export const RESET_SEND_FAILED_MESSAGE = 'The reset e-mail could not be sent right now. Please try again in a few minutes, or contact us.';

/** The page a reset link opens: choose a new password (twice). */
export function resetPasswordPage(options: { action: string; token: string; error?: string }): string {
  const describedBy = options.error ? ' aria-describedby="form-error"' : '';
  return layout(
    'Choose a new password',
    `<h1>Choose a new password</h1>
${options.error ? `<div class="alert" role="alert" id="form-error">${escapeHtml(options.error)}</div>` : ''}
<form method="post" action="${escapeHtml(options.action)}"${describedBy}>
<input type="hidden" name="token" value="${escapeHtml(options.token)}">
<label for="reset-password">New password <span class="small">(at least 8 characters)</span></label>
<input type="password" id="reset-password" name="password" autocomplete="new-password" required minlength="8">
<label for="reset-confirm">New password again</label>
<input type="password" id="reset-confirm" name="confirm" autocomplete="new-password" required minlength="8">
<button type="submit">Save the new password</button>
</form>`,
  );
}

/** A reset link that cannot be used, and why. */
export function resetLinkProblemPage(message: string): string {
  return layout(
    'Password reset link',
    `<h1>This link cannot be used</h1>\n<div class="alert" role="alert">${escapeHtml(message)}</div>\n<p><a href="/napi/login">Go to the sign-in page</a></p>`,
  );
}

export function passwordChangedPage(): string {
  return layout(
    'Password changed',
    `<h1>Your password has been changed</h1>
<div class="notice" role="status">Your new password is saved, and every other session of your account has been signed out. Sign in with your new password.</div>
<p><a href="/napi/login">Sign in</a></p>`,
  );
}

/** oidc-provider's logout confirmation: `form` is its hidden form (id op.logoutForm) that the buttons submit. */
export function signOutPage(form: string): string {
  return layout(
    'Sign out',
    `<h1>Sign out</h1>
<p>Do you want to sign out of ${PRODUCT_NAME}?</p>
${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes">Yes, sign me out</button>
<button type="submit" form="op.logoutForm" class="secondary">No, stay signed in</button>`,
  );
}

export function signedOutPage(): string {
  return layout('Signed out', `<h1>You are signed out</h1>\n<p><a href="/">Back to ${PRODUCT_NAME}</a></p>`);
}

export function errorPage(message: string): string {
  return layout(
    'An error occurred',
    `<h1>An error occurred</h1>\n<div class="alert" role="alert">${escapeHtml(message)}</div>\n<p><a href="/">Back to ${PRODUCT_NAME}</a></p>`,
  );
}
