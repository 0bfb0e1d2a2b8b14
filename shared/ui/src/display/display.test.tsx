import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../test-utils';
import { Alert } from './Alert';
import { Badge, Tag } from './Badge';
import { Card } from './Card';
import { EmptyState } from './EmptyState';
import { ErrorState } from './ErrorState';
import { Price } from './Price';
import { ProgressBar } from './ProgressBar';
import { Skeleton } from './Skeleton';
import { Spinner } from './Spinner';

describe('Card', () => {
  it('renders header, body, footer and a ribbon, as any element', () => {
    renderWithTheme(
      <ul>
        <Card as="li" ribbon="Best Seller" header={<h3>Standard</h3>} footer={<button type="button">Buy</button>} aria-label="Standard plan">
          Body
        </Card>
      </ul>,
    );
    const card = screen.getByRole('listitem', { name: 'Standard plan' });
    expect(card).toHaveTextContent('Best Seller');
    expect(card).toHaveTextContent('Standard');
    expect(card).toHaveTextContent('Body');
    expect(screen.getByRole('button', { name: 'Buy' })).toBeInTheDocument();
    expect(card).not.toHaveAttribute('ribbon');
  });
});

describe('Badge and Tag', () => {
  it('render their text', () => {
    renderWithTheme(
      <>
        <Badge tone="hot">Hot</Badge>
        <Tag tone="premium">Premium</Tag>
      </>,
    );
    expect(screen.getByText('Hot')).not.toHaveAttribute('tone');
    expect(screen.getByText('Premium')).toBeInTheDocument();
  });
});

describe('Price', () => {
  it('formats cents as USD with a suffix', () => {
    renderWithTheme(<Price cents={899} suffix="/mo" />);
    expect(screen.getByText('$8.99')).toBeInTheDocument();
    expect(screen.getByText('/mo')).toBeInTheDocument();
  });

  it('strikes a higher original price with a spoken label', () => {
    const { container } = renderWithTheme(<Price cents={999} original={1599} originalLabel="Regular price:" currentLabel="Now:" />);
    const del = container.querySelector('del');
    expect(del).toHaveTextContent('Regular price: $15.99');
    expect(container).toHaveTextContent('Now: $9.99');
  });

  it('ignores an original that is not higher', () => {
    const { container } = renderWithTheme(<Price cents={999} original={999} />);
    expect(container.querySelector('del')).toBeNull();
  });
});

describe('Spinner, Skeleton and ProgressBar', () => {
  it('Spinner is a named status', () => {
    renderWithTheme(<Spinner label="Loading plans" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading plans');
  });

  it('Skeleton is hidden from assistive technology', () => {
    const { container } = renderWithTheme(<Skeleton lines={3} />);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    expect(container.firstElementChild?.childElementCount).toBe(3);
  });

  it('ProgressBar exposes value, min, max and name', () => {
    renderWithTheme(<ProgressBar label="Adding domains" value={3} max={5} valueText="3 of 5" showLabel />);
    const bar = screen.getByRole('progressbar', { name: 'Adding domains' });
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '5');
    expect(bar).toHaveAttribute('aria-valuetext', '3 of 5');
  });
});

describe('Alert', () => {
  it('uses role alert for danger and status for info', () => {
    renderWithTheme(
      <>
        <Alert tone="danger">Wrong password</Alert>
        <Alert tone="info" title="Heads up">
          Maintenance tonight
        </Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong password');
    expect(screen.getByRole('status')).toHaveTextContent('Heads upMaintenance tonight');
  });

  it('can be closed', async () => {
    const onClose = jest.fn();
    renderWithTheme(
      <Alert tone="success" onClose={onClose} closeLabel="Dismiss">
        Saved
      </Alert>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('EmptyState and ErrorState', () => {
  it('EmptyState shows title, description and action', () => {
    renderWithTheme(<EmptyState icon="cart" title="Your cart is empty" description="Find a domain" action={<a href="/domain">Search domains</a>} />);
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search domains' })).toBeInTheDocument();
  });

  it('ErrorState is an alert with a retry button', async () => {
    const onRetry = jest.fn();
    renderWithTheme(<ErrorState title="Could not load" description="Check your connection" retryLabel="Try again" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
