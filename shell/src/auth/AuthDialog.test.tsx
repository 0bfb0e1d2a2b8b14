import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { fakeApi, FakeError } from '@storefront/testing';
import { renderShell } from '../test/render-shell';
import { AuthDialog } from './AuthDialog';

async function signInOwingACode() {
  await userEvent.type(screen.getByLabelText('Email or username'), 'vanna@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'Strong-pass1');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByRole('form', { name: 'Two-factor verification' });
}

async function typeCode(code: string) {
  await userEvent.click((await screen.findAllByRole('textbox'))[0]!);
  await userEvent.keyboard(code);
}

describe('AuthDialog, the two-factor step (issue 11, finding 4)', () => {
  let api: ReturnType<typeof fakeApi> | null = null;
  afterEach(() => api?.restore());

  it('a wrong code shows the attempts left; when the api voids the sign-in, back to the password with the reason', async () => {
    const answers = [
      new FakeError(400, { code: 'INVALID_2FA_CODE', message: 'Incorrect verification code', details: { remaining: 1 } }),
      new FakeError(401, { code: 'UNAUTHORIZED', message: 'Please login to continue', details: { remaining: 0 } }),
    ];
    api = fakeApi({
      'POST /api/users/oauth/nonce': () => ({ clientId: null, nonce: null }),
      'POST /api/users/login': () => ({ status: 'twoFactorRequired' }),
      'POST /api/users/login/2fa/verify': () => answers.shift()!,
    });
    renderShell(<AuthDialog mode="login" onClose={jest.fn()} onSignedUp={jest.fn()} />);
    await signInOwingACode();
    await typeCode('111111');
    expect(await screen.findByText('Incorrect verification code')).toBeInTheDocument();
    expect(screen.getByText('1 attempt left before you have to sign in again.')).toBeInTheDocument();
    await typeCode('222222');
    expect(await screen.findByText('Too many incorrect codes. Please sign in again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Two-factor verification' })).not.toBeInTheDocument();
  });

  it("the account's block: its message, and the sign-in starts again", async () => {
    api = fakeApi({
      'POST /api/users/oauth/nonce': () => ({ clientId: null, nonce: null }),
      'POST /api/users/login': () => ({ status: 'twoFactorRequired' }),
      'POST /api/users/login/2fa/verify': () =>
        new FakeError(429, { code: 'ACCOUNT_LOCKED', message: 'Your account is blocked for 15 minutes after too many failed attempts.', details: { blockedTime: 15 } }),
    });
    renderShell(<AuthDialog mode="login" onClose={jest.fn()} onSignedUp={jest.fn()} />);
    await signInOwingACode();
    await typeCode('333333');
    expect(await screen.findByText('Your account is blocked for 15 minutes after too many failed attempts.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});
