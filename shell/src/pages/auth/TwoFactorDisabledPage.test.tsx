import { screen } from '@testing-library/react';
import { Route, Routes } from '@storefront/platform';
import { FakeError, fakeApi } from '@storefront/testing';
import { storeWithCaptcha } from '../../captcha/testing';
import { renderShell } from '../../test/render-shell';
import { TwoFactorDisabledPage } from './TwoFactorDisabledPage';

const TOKEN = 'b'.repeat(32);

function renderPage() {
  return renderShell(
    <Routes>
      <Route path="/two-factor/disabled/:token" element={<TwoFactorDisabledPage />} />
    </Routes>,
    { store: storeWithCaptcha(null), path: `/two-factor/disabled/${TOKEN}` },
  );
}

describe('TwoFactorDisabledPage', () => {
  it('confirms turning two-factor off once, then reads the user again', async () => {
    const api = fakeApi({
      [`PUT /api/2fa/turn-off/${TOKEN}`]: () => ({ ok: true }),
      'GET /api/session': () => ({ user: null }),
    });
    renderPage();
    expect(await screen.findByText(/Two-factor authentication is off/)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    api.restore();
  });

  it('says so when the link is used or expired', async () => {
    const api = fakeApi({ [`PUT /api/2fa/turn-off/${TOKEN}`]: () => new FakeError(400, { code: 'CODE_INCORRECT', message: 'The link is invalid or expired' }) });
    renderPage();
    expect(await screen.findByText('This link is invalid or has expired.')).toBeInTheDocument();
    api.restore();
  });
});
