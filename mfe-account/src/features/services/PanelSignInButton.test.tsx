import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnedService } from '@storefront/contracts';
import { createStore, i18n, userUpdated } from '@storefront/platform';
import { customerUser, fakeApi, FakeError, renderWithStorefront } from '@storefront/testing';
import { PanelSignInButton } from './PanelSignInButton';

const HOSTING = { id: 'h1', kind: 'wordpress-hosting', status: 'active', controlPanelUrl: 'https://panel.example.com:2083' } as OwnedService;

function render(service: OwnedService, navigate: (url: string) => void) {
  const store = createStore();
  store.dispatch(userUpdated(customerUser));
  return renderWithStorefront(<PanelSignInButton service={service} navigate={navigate} />, { store });
}

describe('PanelSignInButton', () => {
  it('asks for a one-click session and opens the panel at the address it answers', async () => {
    const api = fakeApi({ 'POST /api/user/services/h1/panel-sign-in': () => ({ url: 'https://panel.example.com:2083/cpsess123/login/?session=abc' }) });
    const opened: string[] = [];
    render(HOSTING, (url) => opened.push(url));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in to the control panel' }));
    expect(opened).toEqual(['https://panel.example.com:2083/cpsess123/login/?session=abc']);
    expect(api.calls.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/user/services/h1/panel-sign-in']);
    api.restore();
  });

  it('says why the panel could not be opened, in the customer\'s language', async () => {
    const api = fakeApi({ 'POST /api/user/services/h1/panel-sign-in': () => new FakeError(400, { code: 'BAD_REQUEST', message: 'The control panel opens once the hosting account is active' }) });
    await act(() => i18n.changeLanguage('km'));
    try {
      const opened: string[] = [];
      render(HOSTING, (url) => opened.push(url));
      await userEvent.click(screen.getByRole('button', { name: 'ចូលផ្ទាំងគ្រប់⁠គ្រង' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('ផ្ទាំងគ្រប់⁠គ្រងនឹងបើកបាន');
      expect(opened).toEqual([]);
    } finally {
      await act(() => i18n.changeLanguage('en'));
      api.restore();
    }
  });

  it('is not offered for a server, nor for a hosting account not active yet', () => {
    const { unmount } = render({ ...HOSTING, kind: 'cloud-server' } as OwnedService, () => undefined);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    unmount();
    render({ ...HOSTING, status: 'suspended' } as OwnedService, () => undefined);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
