import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { useLocale } from './use-locale';

function Where() {
  const { locale, to } = useLocale();
  return <p>{`${locale} ${to('/hosting/shared')}`}</p>;
}

describe('useLocale', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it("reads the app's language and renders again when it changes", async () => {
    render(<Where />);
    expect(screen.getByText('en /hosting/shared')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('km'));
    expect(screen.getByText('km /km/hosting/shared')).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText('en /hosting/shared')).toBeInTheDocument();
  });

  it("reads the provider's instance before the app's: each server render has its own language", () => {
    const khmer = i18n.cloneInstance({ lng: 'km' });
    expect(renderToString(<Where />)).toContain('en /hosting/shared');
    expect(
      renderToString(
        <I18nextProvider i18n={khmer}>
          <Where />
        </I18nextProvider>,
      ),
    ).toContain('km /km/hosting/shared');
  });

  it('is English for a language the storefront does not have', async () => {
    render(<Where />);
    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByText('en /hosting/shared')).toBeInTheDocument();
  });
});
