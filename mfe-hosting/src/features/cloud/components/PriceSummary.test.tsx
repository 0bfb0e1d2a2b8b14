import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithStorefront } from '@storefront/testing';
import { quoteOf } from '../test/cloud-fixtures';
import { PriceSummary } from './PriceSummary';

describe('PriceSummary', () => {
  it('shows the api\'s lines, each cycle with its saving and bonus months, and the timeline', async () => {
    const onMonths = jest.fn();
    renderWithStorefront(<PriceSummary quote={quoteOf(2399, 12, 'Windows Server 2019', 1500)} loading={false} error={null} months={12} onMonths={onMonths} />);
    expect(screen.getByText('CPU · 2 vCPU')).toBeInTheDocument();
    expect(screen.getByText('Windows Server 2019')).toBeInTheDocument();
    expect(screen.getByText('$15.00')).toBeInTheDocument();
    expect(screen.getByTestId('cloud-monthly')).toHaveTextContent('$23.99/mo');
    expect(screen.getByText('Save $14.40 (5%)')).toBeInTheDocument();
    expect(screen.getByText('+2 months free')).toBeInTheDocument();
    expect(screen.getByTestId('cloud-today')).toHaveTextContent('Today: $273.48 for 12 months + 2 free months ($19.53/mo)');
    expect(screen.getByText('At the first renewal, in 14 months: $273.48 for 12 months')).toBeInTheDocument();
    expect(screen.getByText('Once the bonus months are over: $22.79/mo')).toBeInTheDocument();
    expect(screen.getByTestId('cloud-due-today')).toHaveTextContent('$273.48');
    await userEvent.click(screen.getByRole('radio', { name: /1 month/ }));
    expect(onMonths).toHaveBeenCalledWith(1);
  });

  it('keeps the last price while a new one loads, and shows a failure', () => {
    const { rerender } = renderWithStorefront(<PriceSummary quote={quoteOf(899, 1)} loading error={null} months={1} onMonths={() => undefined} />);
    expect(screen.getByText('Updating the price')).toBeInTheDocument();
    expect(screen.getByTestId('cloud-due-today')).toHaveTextContent('$8.99');
    expect(screen.queryByText('Once the bonus months are over', { exact: false })).not.toBeInTheDocument();
    rerender(<PriceSummary quote={null} loading={false} error="Unknown operating system" months={1} onMonths={() => undefined} />);
    expect(screen.getByText('Unknown operating system')).toBeInTheDocument();
  });
});
