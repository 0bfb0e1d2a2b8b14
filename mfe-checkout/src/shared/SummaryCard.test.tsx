import { screen, within } from '@testing-library/react';
import { renderWithStorefront } from '@storefront/testing';
import { SummaryCard, SummaryLine } from './SummaryCard';

describe('SummaryCard', () => {
  it('is an aside named by its heading, with its rows below the heading in order', () => {
    renderWithStorefront(
      <SummaryCard id="test-summary" title="Order summary">
        <SummaryLine>
          <span>Subtotal</span>
          <strong>$12.00</strong>
        </SummaryLine>
        <button type="button">Continue</button>
      </SummaryCard>,
    );
    const aside = screen.getByRole('complementary', { name: 'Order summary' });
    const heading = within(aside).getByRole('heading', { level: 2, name: 'Order summary' });
    expect(heading).toHaveAttribute('id', 'test-summary');
    expect(aside).toHaveTextContent(/^Order summarySubtotal\$12\.00Continue$/);
    expect(heading.compareDocumentPosition(within(aside).getByRole('button', { name: 'Continue' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
