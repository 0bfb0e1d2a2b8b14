import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { fakeApi, FakeError } from '@storefront/testing';
import { CAPTCHA_V2, CAPTCHA_V3, captchaScript, captchaScriptLoads, fakeGrecaptcha, forgetCaptcha, recordCaptchaHeaders, storeWithCaptcha } from '../captcha/testing';
import { renderShell } from '../test/render-shell';
import { LoginForm } from './LoginForm';

const failed = () =>
  new FakeError(401, {
    code: 'LOGIN_FAILED',
    message: 'Invalid username or password. You have 2 attempts before your account is blocked for 15 minutes.',
    details: { remaining: 2, blockedTime: 15, captchaRequired: true },
  });
const signedIn = { status: 'signedIn', user: { id: 'u1', email: 'vanna@example.com', firstName: 'Vanna', localeCode: 'en' } };

async function signInWith(password: string) {
  const field = screen.getByLabelText('Password');
  await userEvent.clear(field);
  await userEvent.type(field, password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginForm with a captcha', () => {
  let api: ReturnType<typeof fakeApi> | null = null;
  afterEach(() => {
    api?.restore();
    forgetCaptcha();
  });

  it('version 3: nothing loaded or sent at first; after a failure the next try carries a token for login', async () => {
    const answers: unknown[] = [failed(), signedIn];
    api = fakeApi({ 'POST /api/users/oauth/nonce': () => ({ clientId: null, nonce: null }), 'POST /api/users/login': () => answers.shift(), 'POST /api/users/session-log': () => ({}) });
    const headers = recordCaptchaHeaders();
    const { api: grecaptcha } = fakeGrecaptcha();
    renderShell(<LoginForm onSignUp={jest.fn()} />, { store: storeWithCaptcha(CAPTCHA_V3) });
    expect(captchaScript()).toBeNull();
    await userEvent.type(screen.getByLabelText('Email or username'), 'vanna@example.com');
    await signInWith('Wrong-pass1');
    expect(await screen.findByText(/Invalid username or password/)).toBeInTheDocument();
    expect(headers.filter((h) => h.url === '/api/users/login')).toEqual([{ url: '/api/users/login', token: undefined }]);
    expect(captchaScript()).not.toBeNull();
    await captchaScriptLoads(grecaptcha);
    await signInWith('Strong-pass1');
    expect(grecaptcha.execute).toHaveBeenCalledWith('site-3', { action: 'login' });
    expect(headers.filter((h) => h.url === '/api/users/login').at(-1)).toEqual({ url: '/api/users/login', token: 'v3-token-for-login' });
    expect(api.calls.filter((c) => c.url === '/api/users/login').at(-1)!.data).toEqual({ login: 'vanna@example.com', password: 'Strong-pass1' });
  });

  it('version 3: when the api asks first (a failure in another tab), the invisible check runs and the sign-in is retried at once', async () => {
    const answers: unknown[] = [new FakeError(400, { code: 'CAPTCHA_REQUIRED', message: 'Please confirm that you are not a robot' }), signedIn];
    api = fakeApi({ 'POST /api/users/oauth/nonce': () => ({ clientId: null, nonce: null }), 'POST /api/users/login': () => answers.shift(), 'POST /api/users/session-log': () => ({}) });
    const headers = recordCaptchaHeaders();
    const { api: grecaptcha } = fakeGrecaptcha();
    const { store } = renderShell(<LoginForm onSignUp={jest.fn()} />, { store: storeWithCaptcha(CAPTCHA_V3) });
    await userEvent.type(screen.getByLabelText('Email or username'), 'vanna@example.com');
    await signInWith('Strong-pass1');
    await captchaScriptLoads(grecaptcha);
    await screen.findByRole('button', { name: 'Sign in' });
    expect(headers.filter((h) => h.url === '/api/users/login').map((h) => h.token)).toEqual([undefined, 'v3-token-for-login']);
    expect(store.getState().auth.status).toBe('authenticated');
    expect(screen.queryByText('Please confirm that you are not a robot')).toBeNull();
  });

  it('version 2: after a failure the checkbox appears; unticked, the form asks for it and calls nothing', async () => {
    const answers: unknown[] = [failed(), signedIn];
    api = fakeApi({ 'POST /api/users/oauth/nonce': () => ({ clientId: null, nonce: null }), 'POST /api/users/login': () => answers.shift(), 'POST /api/users/session-log': () => ({}) });
    const headers = recordCaptchaHeaders();
    const { api: grecaptcha } = fakeGrecaptcha();
    renderShell(<LoginForm onSignUp={jest.fn()} />, { store: storeWithCaptcha(CAPTCHA_V2) });
    expect(screen.queryByRole('group', { name: 'Robot check' })).toBeNull();
    await userEvent.type(screen.getByLabelText('Email or username'), 'vanna@example.com');
    await signInWith('Wrong-pass1');
    expect(await screen.findByRole('group', { name: 'Robot check' })).toBeInTheDocument();
    await captchaScriptLoads(grecaptcha);
    await signInWith('Strong-pass1');
    expect(await screen.findByText('Please confirm that you are not a robot')).toBeInTheDocument();
    expect(headers.filter((h) => h.url === '/api/users/login')).toHaveLength(1);
    await userEvent.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    await signInWith('Strong-pass1');
    expect(headers.filter((h) => h.url === '/api/users/login').at(-1)!.token).toBe('v2-token');
    expect(grecaptcha.reset).toHaveBeenCalled();
  });
});
