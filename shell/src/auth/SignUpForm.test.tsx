import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { fakeApi } from '@storefront/testing';
import { CAPTCHA_V2, CAPTCHA_V3, captchaScript, captchaScriptLoads, fakeGrecaptcha, forgetCaptcha, recordCaptchaHeaders, storeWithCaptcha } from '../captcha/testing';
import { renderShell } from '../test/render-shell';
import { SignUpForm } from './SignUpForm';

describe('SignUpForm', () => {
  it('shows the §5 messages beside the fields before calling the api', async () => {
    const onSignedUp = jest.fn();
    renderShell(<SignUpForm onLogin={jest.fn()} onSignedUp={onSignedUp} />);
    expect(screen.getByText('Use a real email: we send your hosting access details to it.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('First name'), 'Sokha1');
    await userEvent.type(screen.getByLabelText('Password', { exact: false, selector: 'input[name="password"]' }), 'weakpass');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Invalid name. It must not contain numbers or special characters')).toBeInTheDocument();
    expect(screen.getByText('Password must have at least one uppercase letter, one lowercase letter, one number')).toBeInTheDocument();
    expect(screen.getByText("Oops, that's not the same password as the first one.")).toBeInTheDocument();
    expect(screen.getByText('Email field is required')).toBeInTheDocument();
    expect(onSignedUp).not.toHaveBeenCalled();
  });
});

describe('SignUpForm phone number (issue 28.3)', () => {
  it('issue 28.3: refuses a number that is no phone number, and takes a Cambodian number in its local form', async () => {
    const api = fakeApi({ 'POST /api/users': () => ({ status: 'signedIn', user: { id: 'u3', email: 'dara@example.com', firstName: 'Dara', localeCode: 'en' } }), 'POST /api/users/session-log': () => ({}) });
    const onSignedUp = jest.fn();
    renderShell(<SignUpForm onLogin={jest.fn()} onSignedUp={onSignedUp} />);
    await userEvent.type(screen.getByLabelText('First name'), 'Dara');
    await userEvent.type(screen.getByLabelText('Last name'), 'Kim');
    await userEvent.type(screen.getByLabelText('Email', { exact: false, selector: 'input[name="email"]' }), 'dara@example.com');
    await userEvent.type(screen.getByLabelText('Password', { exact: false, selector: 'input[name="password"]' }), 'Strong-pass1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Strong-pass1');
    const phone = screen.getByLabelText('Phone number');
    await userEvent.type(phone, '0766 715');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByText('Phone is wrong format')).toBeInTheDocument();
    expect(api.calls.some((c) => c.url === '/api/users')).toBe(false);
    await userEvent.clear(phone);
    await userEvent.type(phone, '076 671 597');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(onSignedUp).toHaveBeenCalled();
    expect((api.calls.find((c) => c.url === '/api/users')!.data as { phoneNumber: string }).phoneNumber).toBe('076 671 597');
    api.restore();
  });
});

describe('SignUpForm with a captcha', () => {
  let api: ReturnType<typeof fakeApi> | null = null;
  afterEach(() => {
    api?.restore();
    forgetCaptcha();
  });

  async function fillIn() {
    await userEvent.type(screen.getByLabelText('First name'), 'Sokha');
    await userEvent.type(screen.getByLabelText('Last name'), 'Chan');
    await userEvent.type(screen.getByLabelText('Email', { exact: false, selector: 'input[name="email"]' }), 'sokha@example.com');
    await userEvent.type(screen.getByLabelText('Phone number'), '+85512345678');
    await userEvent.type(screen.getByLabelText('Password', { exact: false, selector: 'input[name="password"]' }), 'Strong-pass1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Strong-pass1');
  }

  const signedIn = () => ({ status: 'signedIn', user: { id: 'u2', email: 'sokha@example.com', firstName: 'Sokha', localeCode: 'en' } });

  it('version 3: the script loads with the form, and the sign-up carries a token for signup in its header (not its body)', async () => {
    api = fakeApi({ 'POST /api/users': signedIn, 'POST /api/users/session-log': () => ({}) });
    const headers = recordCaptchaHeaders();
    const { api: grecaptcha } = fakeGrecaptcha();
    const onSignedUp = jest.fn();
    renderShell(<SignUpForm onLogin={jest.fn()} onSignedUp={onSignedUp} />, { store: storeWithCaptcha(CAPTCHA_V3) });
    expect(captchaScript()).not.toBeNull();
    await captchaScriptLoads(grecaptcha);
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(onSignedUp).toHaveBeenCalled();
    expect(headers.find((h) => h.url === '/api/users')).toEqual({ url: '/api/users', token: 'v3-token-for-signup' });
    expect(api.calls.find((c) => c.url === '/api/users')!.data).not.toHaveProperty('captchaToken');
  });

  it('version 2: asks to tick the checkbox before calling the api, then sends its token', async () => {
    api = fakeApi({ 'POST /api/users': signedIn, 'POST /api/users/session-log': () => ({}) });
    const headers = recordCaptchaHeaders();
    const { api: grecaptcha } = fakeGrecaptcha();
    renderShell(<SignUpForm onLogin={jest.fn()} onSignedUp={jest.fn()} />, { store: storeWithCaptcha(CAPTCHA_V2) });
    await captchaScriptLoads(grecaptcha);
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please confirm that you are not a robot')).toBeInTheDocument();
    expect(headers.filter((h) => h.url === '/api/users')).toHaveLength(0);
    await userEvent.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(headers.find((h) => h.url === '/api/users')!.token).toBe('v2-token');
  });
});
