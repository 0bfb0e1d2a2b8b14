import { screen } from '@testing-library/react';
import { renderShell } from '../test/render-shell';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function Broken(): never {
  throw new Error('page failed');
}

describe('RouteErrorBoundary', () => {
  it('shows the 404 page when a route fails, and recovers on navigation', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = renderShell(
      <RouteErrorBoundary resetKey="/a">
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    rerender(
      <RouteErrorBoundary resetKey="/b">
        <p>Another page</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('Another page')).toBeInTheDocument();
    spy.mockRestore();
  });
});
