import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { Route, Routes } from '@storefront/platform';
import { FakeError, fakeApi } from '@storefront/testing';
import { storeWithCaptcha } from '../../captcha/testing';
import { renderShell } from '../../test/render-shell';
import { ResetPasswordPage } from './ResetPasswordPage';

const TOKEN = 'a'.repeat(32);

function renderPage(store = storeWithCaptcha(null)) {
  return renderShell(
    <Routes>
      <Route path="/reset-password/:token" element={<ResetPasswordPage />} />
    </Routes>,
    { store, path: `/reset-password/${TOKEN}` },
  );
}

describe('ResetPasswordPage', () => {
  it('checks the mailed link, then sets the new password through it', async () => {
    const api = fakeApi({
      [`GET /api/users/reset-password/${TOKEN}`]: () => ({ ok: true }),
      [`PUT /api/users/reset-password/${TOKEN}`]: () => ({ ok: true }),
    });
    renderPage();
    await userEvent.type(await screen.findByLabelText('New password'), 'Newer-pass2');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Newer-pass2');
    await userEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('Your password is changed. Sign in with your new password.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'PUT')?.data).toEqual({ password: 'Newer-pass2', passwordConfirmation: 'Newer-pass2' });
    api.restore();
  });

  it('says so when the link is used or expired', async () => {
    const api = fakeApi({ [`GET /api/users/reset-password/${TOKEN}`]: () => new FakeError(400, { code: 'CODE_INCORRECT', message: 'The link is invalid or expired' }) });
    renderPage();
    expect(await screen.findByText('This link is invalid or has expired. Ask for a new one.')).toBeInTheDocument();
    api.restore();
  });
});

describe('ResetPasswordPage: the link is checked on each visit', () => {
  it('asks again when the page is opened again in the same tab (its answer cached), and shows the new answer', async () => {
    let valid = true;
    const api = fakeApi({ [`GET /api/users/reset-password/${TOKEN}`]: () => (valid ? { ok: true } : new FakeError(400, { code: 'CODE_INCORRECT', message: 'The link is invalid or expired' })) });
    const store = storeWithCaptcha(null);
    const first = renderPage(store);
    expect(await screen.findByLabelText('New password')).toBeInTheDocument();
    first.unmount();
    valid = false;
    renderPage(store);
    expect(await screen.findByText('This link is invalid or has expired. Ask for a new one.')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'GET')).toHaveLength(2);
    api.restore();
  });
});
