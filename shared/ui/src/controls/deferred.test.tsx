import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { renderWithTheme } from '../test-utils';
import { deferred } from './deferred';

describe('deferred controls', () => {
  it('holds the place of a control until its chunk arrives, then shows it with its props', async () => {
    let arrive: (control: (props: { label: string }) => ReactElement) => void = () => undefined;
    const Deferred = deferred<{ label: string }>(() => new Promise((resolve) => (arrive = resolve)), 44);
    const { container } = renderWithTheme(<Deferred label="Country" />);
    expect(container.querySelector('span[aria-hidden="true"]')).toHaveStyle({ minHeight: '44px' });
    expect(screen.queryByRole('textbox')).toBeNull();
    arrive(({ label }) => <input aria-label={label} />);
    expect(await screen.findByRole('textbox', { name: 'Country' })).toBeInTheDocument();
  });
});
