import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { fakeApi } from '@storefront/testing';
import { CAPTCHA_V3, captchaScriptLoads, fakeGrecaptcha, forgetCaptcha, recordCaptchaHeaders, storeWithCaptcha } from '../../captcha/testing';
import { renderShell } from '../../test/render-shell';
import { ForgotPasswordPage } from './ForgotPasswordPage';

describe('ForgotPasswordPage', () => {
  let api: ReturnType<typeof fakeApi> | null = null;
  afterEach(() => {
    api?.restore();
    forgetCaptcha();
  });

  it('with a captcha (version 3, badge hidden): shows Google\'s notice and sends a token for forgot_password', async () => {
    api = fakeApi({ 'POST /api/users/forgot-password': () => ({ ok: true }) });
    const headers = recordCaptchaHeaders();
    const { api: grecaptcha } = fakeGrecaptcha();
    renderShell(<ForgotPasswordPage />, { store: storeWithCaptcha({ ...CAPTCHA_V3, hideBadge: true }), path: '/forgot-password' });
    await captchaScriptLoads(grecaptcha);
    expect(screen.getByTestId('captcha-notice')).toHaveTextContent('This site is protected by reCAPTCHA and the Google Privacy Policy and Terms of Service apply.');
    await userEvent.type(screen.getByLabelText('Email'), 'sokha@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(/a link to reset its password is on its way/)).toBeInTheDocument();
    expect(headers).toEqual([{ url: '/api/users/forgot-password', token: 'v3-token-for-forgot_password' }]);
  });

  it('without a captcha: no script, no notice, no header', async () => {
    api = fakeApi({ 'POST /api/users/forgot-password': () => ({ ok: true }) });
    const headers = recordCaptchaHeaders();
    renderShell(<ForgotPasswordPage />, { store: storeWithCaptcha(null), path: '/forgot-password' });
    expect(document.head.querySelector('script')).toBeNull();
    await userEvent.type(screen.getByLabelText('Email'), 'sokha@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText(/a link to reset its password is on its way/)).toBeInTheDocument();
    expect(screen.queryByTestId('captcha-notice')).toBeNull();
    expect(headers).toEqual([{ url: '/api/users/forgot-password', token: undefined }]);
  });
});
