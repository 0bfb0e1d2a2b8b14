import { act, screen, waitFor } from '@testing-library/react';
import { fakeApi, FakeError } from '@storefront/testing';
import { renderShell } from '../test/render-shell';
import { GoogleSignIn } from './GoogleSignIn';

describe('GoogleSignIn', () => {
  let api: ReturnType<typeof fakeApi> | null = null;
  afterEach(() => {
    api?.restore();
    delete window.google;
  });

  function fakeGoogle() {
    const google = { accounts: { id: { initialize: jest.fn(), renderButton: jest.fn() } } };
    window.google = google;
    return google.accounts.id;
  }

  it('offers nothing when the server has no Google client id', async () => {
    const id = fakeGoogle();
    api = fakeApi({ 'POST /api/users/oauth/nonce': () => ({ clientId: null, nonce: null }) });
    renderShell(<GoogleSignIn />);
    await waitFor(() => expect(api!.calls).toHaveLength(1));
    expect(id.initialize).not.toHaveBeenCalled();
    expect(screen.getByTestId('google-sign-in').parentElement).not.toBeVisible();
  });

  it('hands Google our nonce and sends the credential back; an already-registered email shows its message', async () => {
    const id = fakeGoogle();
    api = fakeApi({
      'POST /api/users/oauth/nonce': () => ({ clientId: 'client-1', nonce: 'nonce-1' }),
      'POST /api/users/google/callback': () =>
        new FakeError(409, {
          code: 'EMAIL_EXISTS',
          message: 'This email is already registered',
          details: { reason: 'emailAlreadyAssociated', message: 'This email is already associated with an account. Sign in with your password, then link your Google account.' },
        }),
    });
    renderShell(<GoogleSignIn />);
    await waitFor(() => expect(id.renderButton).toHaveBeenCalled());
    expect(id.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: 'client-1', nonce: 'nonce-1' }));
    const { callback } = id.initialize.mock.calls[0][0] as { callback: (r: { credential: string }) => void };
    await act(async () => callback({ credential: 'id-token' }));
    expect(api.calls.find((c) => c.url.endsWith('/api/users/google/callback'))?.data).toEqual({ credential: 'id-token' });
    expect(await screen.findByText(/already associated with an account/)).toBeInTheDocument();
  });
});
