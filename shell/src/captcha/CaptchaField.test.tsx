import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CaptchaClientConfig } from '@storefront/contracts';
import { changeLocale, i18n, loadLocale, translateError } from '@storefront/platform';
import { renderShell } from '../test/render-shell';
import { CaptchaError } from './captcha-error';
import { CaptchaField } from './CaptchaField';
import { CAPTCHA_V2 as V2, CAPTCHA_V3 as V3, captchaScript, captchaScriptFails as scriptFails, captchaScriptLoads as scriptLoads, fakeGrecaptcha, forgetCaptcha, storeWithCaptcha } from './testing';
import { useCaptcha } from './use-captcha';

function Form({ active = true, onResult }: { active?: boolean; onResult: (result: string | null | CaptchaError) => void }) {
  const captcha = useCaptcha('signup', { active });
  const send = async () => {
    try {
      onResult(await captcha.getToken());
    } catch (error) {
      onResult(error as CaptchaError);
    }
  };
  return (
    <>
      <CaptchaField captcha={captcha} />
      <button onClick={() => void send()}>Send</button>
      <button onClick={captcha.reset}>Reset</button>
    </>
  );
}

function renderForm(captcha: CaptchaClientConfig | null, props: { active?: boolean } = {}) {
  const store = storeWithCaptcha(captcha);
  const onResult = jest.fn();
  const view = renderShell(<Form onResult={onResult} {...props} />, { store });
  return { ...view, onResult };
}

afterEach(() => {
  forgetCaptcha();
  act(() => changeLocale('en'));
});

describe('captcha in a protected form', () => {
  it('off (no captcha configured): loads nothing, shows nothing, sends no token', async () => {
    const { onResult, container } = renderForm(null);
    expect(captchaScript()).toBeNull();
    expect(container.querySelector('[data-testid^="captcha"]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onResult).toHaveBeenCalledWith(null);
  });

  it('version 3: loads the script in the reader\'s language when the form opens, and gets a token for the action', async () => {
    const { api } = fakeGrecaptcha();
    const { onResult } = renderForm(V3);
    expect(captchaScript()!.getAttribute('src')).toBe('/sandbox-captcha/api.js?render=site-3&hl=en');
    await scriptLoads(api);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(api.execute).toHaveBeenCalledWith('site-3', { action: 'signup' });
    expect(onResult).toHaveBeenCalledWith('v3-token-for-signup');
    expect(screen.queryByTestId('captcha-notice')).toBeNull();
    expect(document.head.querySelectorAll('script[src*="sandbox-captcha"]')).toHaveLength(1);
  });

  it('loads nothing while the form does not need it (sign-in before a failure)', () => {
    const view = renderForm(V3, { active: false });
    expect(captchaScript()).toBeNull();
    view.rerender(<Form onResult={view.onResult} active />);
    expect(captchaScript()).not.toBeNull();
  });

  it('version 3 with the badge hidden: hides it and shows Google\'s notice, in English and Khmer', async () => {
    fakeGrecaptcha();
    renderForm({ ...V3, hideBadge: true });
    expect(screen.getByTestId('captcha-notice')).toHaveTextContent('This site is protected by reCAPTCHA and the Google Privacy Policy and Terms of Service apply.');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', 'https://policies.google.com/privacy');
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', 'https://policies.google.com/terms');
    expect(document.getElementById('captcha-badge-hidden')?.textContent).toContain('.grecaptcha-badge { visibility: hidden');
    await act(async () => {
      changeLocale('km');
      await loadLocale('km');
    });
    expect(screen.getByTestId('captcha-notice')).toHaveTextContent('គេហទំព័រនេះត្រូវបានការពារដោយ reCAPTCHA ហើយគោលការណ៍ឯកជនភាព និងលក្ខ⁠ខណ្ឌនៃសេវា⁠កម្មរបស់ Google ត្រូវបានអនុវត្ត។');
    expect(screen.getByRole('link', { name: 'គោលការណ៍ឯកជនភាព' })).toHaveAttribute('href', 'https://policies.google.com/privacy');
  });

  it('version 2: renders the checkbox; no token until it is ticked; reset unticks it after a call', async () => {
    const { api, widgets } = fakeGrecaptcha();
    const { onResult } = renderForm(V2);
    expect(captchaScript()!.getAttribute('src')).toBe('/sandbox-captcha/api.js?render=explicit&hl=en');
    expect(screen.getByRole('group', { name: 'Robot check' })).toHaveAttribute('aria-busy', 'true');
    await scriptLoads(api);
    expect(widgets[0]!.params).toMatchObject({ sitekey: 'site-2', hl: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onResult).toHaveBeenLastCalledWith(expect.objectContaining({ code: 'CAPTCHA_REQUIRED', message: 'Please confirm that you are not a robot' }));
    await userEvent.click(screen.getByRole('checkbox', { name: "I'm not a robot" }));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onResult).toHaveBeenLastCalledWith('v2-token');
    expect(widgets).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(api.reset).toHaveBeenCalledWith(0);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onResult).toHaveBeenLastCalledWith(expect.objectContaining({ code: 'CAPTCHA_REQUIRED' }));
  });

  it('a script that cannot load: says so, and the call is refused as CAPTCHA_UNAVAILABLE; the next form tries again', async () => {
    const { onResult } = renderForm(V3);
    await scriptFails();
    expect(await screen.findByText('The robot check could not be loaded. Check your connection and try again.')).toBeInTheDocument();
    expect(captchaScript()).toBeNull();
    // Sending tries the script again; it fails again: the call is refused, not sent without a token.
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(captchaScript()).not.toBeNull();
    await scriptFails();
    expect(onResult).toHaveBeenLastCalledWith(expect.objectContaining({ code: 'CAPTCHA_UNAVAILABLE', message: 'The robot check is unavailable right now. Please try again in a moment' }));
  });

  it('its refusals read in Khmer too (the §8 messages)', async () => {
    await loadLocale('km');
    const km = i18n.getFixedT('km', 'shell');
    expect(translateError(km, new CaptchaError('CAPTCHA_REQUIRED'))).toBe('សូមបញ្ជាក់ថាអ្នកមិនមែនជារ៉ូបូតទេ');
    expect(translateError(km, { code: 'CAPTCHA_INVALID', message: 'The robot check failed or expired. Please try again' })).toBe('ការត្រួតពិនិត្យរ៉ូបូតបានបរាជ័យ ឬផុត⁠កំណត់។ សូមព្យាយាមម្តងទៀត');
    expect(translateError(km, new CaptchaError('CAPTCHA_UNAVAILABLE'))).toBe('ការត្រួតពិនិត្យរ៉ូបូតមិនអាចប្រើបាននៅពេលនេះទេ។ សូមព្យាយាមម្តងទៀតបន្តិចទៀត');
  });
});
