import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, userUpdated } from '@storefront/platform';
import { customerUser, FakeError, fakeApi, renderWithStorefront } from '@storefront/testing';
import { SecurityPage } from './SecurityPage';

const user = customerUser;

function renderSignedIn() {
  const store = createStore();
  store.dispatch(userUpdated(user));
  return renderWithStorefront(<SecurityPage />, { store, path: '/account/security' });
}

describe('SecurityPage', () => {
  it('turns two-factor on with the QR code and a code, then shows the recovery codes', async () => {
    const api = fakeApi({
      'GET /api/users/session-log': () => [{ createdAt: '2026-11-20T03:00:00.000Z', ip: '203.0.113.9', device: 'mobile' }],
      'POST /api/2fa/turn-on': () => ({ secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x', qrCode: 'data:image/svg+xml;base64,PHN2Zy8+' }),
      'POST /api/2fa/turn-on/verify': ({ data }) =>
        (data as { code: string }).code === '123456'
          ? { recoveryCodes: ['abcde-fghij', 'kmnpq-rstuv'] }
          : new FakeError(400, { code: 'INVALID_2FA_CODE', message: 'Incorrect verification code', details: { remaining: 9 } }),
      'GET /api/session': () => ({ user: { ...user, twoFactorEnabled: true } }),
    });
    renderSignedIn();
    expect(await screen.findByText('Phone · 203.0.113.9')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Turn on two-factor authentication' }));
    expect(await screen.findByRole('img', { name: /QR code/ })).toBeInTheDocument();
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    await userEvent.click((await screen.findAllByRole('textbox'))[0]!);
    await userEvent.keyboard('654321');
    expect(await screen.findByText('Incorrect verification code')).toBeInTheDocument();
    expect(screen.getByText('9 attempts left.')).toBeInTheDocument();
    await userEvent.click((await screen.findAllByRole('textbox'))[0]!);
    await userEvent.keyboard('123456');
    expect(await screen.findByText('Two-factor authentication is on.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Recovery codes' })).toHaveTextContent('abcde-fghij');
    api.restore();
  });

  it('too many wrong codes while turning on: the lock message, and the QR code is gone (the api dropped its secret)', async () => {
    const api = fakeApi({
      'GET /api/users/session-log': () => [],
      'POST /api/2fa/turn-on': () => ({ secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x', qrCode: 'data:image/svg+xml;base64,PHN2Zy8+' }),
      'POST /api/2fa/turn-on/verify': () =>
        new FakeError(429, { code: 'ACCOUNT_LOCKED', message: 'Your account is blocked for 15 minutes after too many failed attempts.', details: { blockedTime: 15 } }),
    });
    renderSignedIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on two-factor authentication' }));
    expect(await screen.findByRole('img', { name: /QR code/ })).toBeInTheDocument();
    await userEvent.click((await screen.findAllByRole('textbox'))[0]!);
    await userEvent.keyboard('654321');
    expect(await screen.findByText('Your account is blocked for 15 minutes after too many failed attempts.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Turn on two-factor authentication' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'GET' && c.url.includes('2fa'))).toHaveLength(0);
    api.restore();
  });

  it('changes the password, checking the §5 rules first and showing the api field error', async () => {
    const api = fakeApi({
      'GET /api/users/session-log': () => [],
      'PATCH /api/users/password': () => new FakeError(400, { code: 'BAD_REQUEST', message: 'Error. Try again later', details: { fields: [{ path: 'currentPassword', message: 'The current password is not correct' }] } }),
    });
    renderSignedIn();
    expect(await screen.findByText('No sign-ins recorded yet')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('New password'), 'weakpass');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(screen.getByText('Password must have at least one uppercase letter, one lowercase letter, one number')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);
    await userEvent.type(screen.getByLabelText('Current password'), 'Wrong-pass1');
    await userEvent.clear(screen.getByLabelText('New password'));
    await userEvent.type(screen.getByLabelText('New password'), 'Newer-pass2');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Newer-pass2');
    await userEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('The current password is not correct')).toBeInTheDocument();
    api.restore();
  });
});
